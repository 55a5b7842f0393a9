import { describe, expect, it } from 'vitest';
import { courseById } from '../samples/courses';
import { firstLessonId, lessonCompletion, lessonPosition } from './course-navigation';

const course = courseById('course-1');
if (!course) throw new Error('sample course-1 is missing');

describe('course navigation', () => {
  it('opens the first lesson of the first module, or lesson1 without one', () => {
    expect(firstLessonId(course)).toBe('lesson-1-1');
    expect(firstLessonId({ modules: [] })).toBe('lesson1');
    expect(firstLessonId(undefined)).toBe('lesson1');
  });

  it('places a lesson across module boundaries', () => {
    const position = lessonPosition(course, 'lesson-1-4');
    expect(position).toMatchObject({ number: 4, total: 7 });
    expect(position?.module.id).toBe('module-1-2');
    expect(position?.previous?.id).toBe('lesson-1-3');
    expect(position?.next?.id).toBe('lesson-1-5');
  });

  it('has no previous at the first lesson and no next at the last', () => {
    expect(lessonPosition(course, 'lesson-1-1')?.previous).toBeUndefined();
    expect(lessonPosition(course, 'lesson-1-7')?.next).toBeUndefined();
  });

  it('knows nothing of a lesson outside the course', () => {
    expect(lessonPosition(course, 'lesson-9-9')).toBeUndefined();
  });

  it('counts completed lessons', () => {
    expect(lessonCompletion(course.modules[0]?.lessons ?? [])).toEqual({ completed: 3, total: 3 });
    expect(lessonCompletion(course.modules.flatMap((m) => m.lessons))).toEqual({
      completed: 3,
      total: 7,
    });
  });
});
