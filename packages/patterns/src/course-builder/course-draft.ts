import type { Lesson, Module, SimpleQuiz } from '@lp/contract';
import type { CreateCourseRequest } from '@lp/contract/api';
import type { BuilderLessonType } from './course-builder-texts';
import { emptyQuestion } from './quiz-draft';

/**
 * The course the builder edits: the contract's POST/PUT body with every field present, plus the
 * version of the copy it started from, which the screen sends back so a stale save answers 409.
 */
export type CourseDraft = Required<Omit<CreateCourseRequest, 'modules'>> & {
  modules: Module[];
  version: number;
};

/** The fields of the Course details form. */
export type CourseDetailsValues = Pick<
  CourseDraft,
  | 'title'
  | 'description'
  | 'category'
  | 'difficultyLevel'
  | 'language'
  | 'estimatedDurationHours'
  | 'imageUrl'
>;

/** Makes the id of a new module or lesson (url-safe, as the contract's ids must be). */
export type CreateId = () => string;

export const defaultCreateId: CreateId = () => crypto.randomUUID();

/** A module with nothing in it yet. */
export function newModule(id: string, title: string): Module {
  return { id, title, description: '', totalDuration: '', lessons: [] };
}

/** The empty content a lesson of each type starts with. */
export function emptyLessonContent(type: BuilderLessonType, id: string): Lesson['content'] {
  if (type !== 'quiz') return '';
  const quiz: SimpleQuiz = { id, questions: [emptyQuestion()] };
  return quiz;
}

/** A new lesson of a type, with the contract's required fields at their empty values. */
export function newLesson(id: string, type: BuilderLessonType, title: string): Lesson {
  return {
    id,
    title,
    type,
    content: emptyLessonContent(type, `${id}-quiz`),
    duration: 0,
    order: 0,
    completed: false,
    isCompleted: false,
    description: '',
    summary: [],
    reflectionQuestions: [],
    aiReplies: {},
  };
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.min(Math.max(to, 0), next.length), 0, item as T);
  return next;
}

/** Lessons numbered by their place: `order` is what the player sorts by. */
function numbered(lessons: readonly Lesson[]): Lesson[] {
  return lessons.map((lesson, order) => (lesson.order === order ? lesson : { ...lesson, order }));
}

function withLessons(module: Module, lessons: readonly Lesson[]): Module {
  return { ...module, lessons: numbered(lessons) };
}

/** Where a lesson is: its module, the module's place and the lesson's place in it. */
export interface LessonPlace {
  module: Module;
  moduleIndex: number;
  lesson: Lesson;
  index: number;
}

export function findLesson(modules: readonly Module[], lessonId: string): LessonPlace | null {
  for (const [moduleIndex, module] of modules.entries()) {
    const index = module.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (index >= 0) return { module, moduleIndex, lesson: module.lessons[index]!, index };
  }
  return null;
}

export function renameModule(modules: readonly Module[], moduleId: string, title: string) {
  return modules.map((module) => (module.id === moduleId ? { ...module, title } : module));
}

export function deleteModule(modules: readonly Module[], moduleId: string): Module[] {
  return modules.filter((module) => module.id !== moduleId);
}

export function addLesson(modules: readonly Module[], moduleId: string, lesson: Lesson) {
  return modules.map((module) =>
    module.id === moduleId ? withLessons(module, [...module.lessons, lesson]) : module,
  );
}

/** Replaces a lesson's fields (title, content...) wherever it is. */
export function updateLesson(
  modules: readonly Module[],
  lessonId: string,
  patch: Partial<Omit<Lesson, 'id' | 'order'>>,
): Module[] {
  return modules.map((module) =>
    module.lessons.some((lesson) => lesson.id === lessonId)
      ? {
          ...module,
          lessons: module.lessons.map((lesson) =>
            lesson.id === lessonId ? { ...lesson, ...patch } : lesson,
          ),
        }
      : module,
  );
}

export function deleteLesson(modules: readonly Module[], lessonId: string): Module[] {
  return modules.map((module) =>
    module.lessons.some((lesson) => lesson.id === lessonId)
      ? withLessons(
          module,
          module.lessons.filter((lesson) => lesson.id !== lessonId),
        )
      : module,
  );
}

/** Moves a module to a place among the modules. */
export function moveModule(modules: readonly Module[], moduleId: string, to: number): Module[] {
  return moveItem(
    modules,
    modules.findIndex((module) => module.id === moduleId),
    to,
  );
}

/**
 * Moves a lesson to `to` in the module `toModuleId` (its own or another), renumbering both
 * modules. An unknown lesson or module leaves the course as it was.
 */
export function moveLesson(
  modules: readonly Module[],
  lessonId: string,
  toModuleId: string,
  to: number,
): Module[] {
  const from = findLesson(modules, lessonId);
  if (!from || !modules.some((module) => module.id === toModuleId)) return [...modules];
  if (from.module.id === toModuleId) {
    return modules.map((module) =>
      module.id === toModuleId
        ? withLessons(module, moveItem(module.lessons, from.index, to))
        : module,
    );
  }
  return modules.map((module) => {
    if (module.id === from.module.id) {
      return withLessons(
        module,
        module.lessons.filter((lesson) => lesson.id !== lessonId),
      );
    }
    if (module.id !== toModuleId) return module;
    const lessons = [...module.lessons];
    lessons.splice(Math.min(Math.max(to, 0), lessons.length), 0, from.lesson);
    return withLessons(module, lessons);
  });
}

/** The number of lessons in the course. */
export function lessonCount(modules: readonly Module[]): number {
  return modules.reduce((sum, module) => sum + module.lessons.length, 0);
}
