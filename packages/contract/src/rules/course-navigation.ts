import type { Course } from '../entities/course';
import type { Lesson, Module } from '../entities/lesson';

/** Used by /course/{courseId} when the course cannot be loaded or has no lesson (spec 2 §2.1). */
export const FALLBACK_LESSON_ID = 'lesson1';

/** Every lesson of a course in outline order (module order, then lesson order within it). */
export function courseLessons(course: Pick<Course, 'modules'>): Lesson[] {
  return course.modules.flatMap((module) => module.lessons);
}

/** The first lesson of the first module, or the fallback id. */
export function firstLessonId(course: Pick<Course, 'modules'> | undefined): string {
  return course?.modules[0]?.lessons[0]?.id ?? FALLBACK_LESSON_ID;
}

export interface LessonPosition {
  lesson: Lesson;
  module: Module;
  /** 1-based, for the 'n / total' pill. */
  number: number;
  total: number;
  /** Undefined at the first lesson: Previous is disabled. */
  previous?: Lesson;
  /** Undefined at the last lesson: Next is disabled. */
  next?: Lesson;
}

/** Where a lesson sits in its course, or undefined when it is not in the course. */
export function lessonPosition(
  course: Pick<Course, 'modules'>,
  lessonId: string,
): LessonPosition | undefined {
  const lessons = courseLessons(course);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = lessons[index];
  const module = course.modules.find((candidate) =>
    candidate.lessons.some((item) => item.id === lessonId),
  );
  if (!lesson || !module) return undefined;
  return {
    lesson,
    module,
    number: index + 1,
    total: lessons.length,
    previous: lessons[index - 1],
    next: lessons[index + 1],
  };
}

/** Completed and total lessons, for 'x of y lessons' and 'n of m lessons completed'. */
export function lessonCompletion(lessons: readonly Pick<Lesson, 'completed' | 'isCompleted'>[]): {
  completed: number;
  total: number;
} {
  return {
    completed: lessons.filter((lesson) => lesson.completed || lesson.isCompleted).length,
    total: lessons.length,
  };
}
