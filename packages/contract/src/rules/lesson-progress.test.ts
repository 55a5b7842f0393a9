import { describe, expect, it } from 'vitest';
import { lessonProgressStatus } from './lesson-progress';

const lessons = [
  { id: 'a', completed: true },
  { id: 'b', isCompleted: true },
  { id: 'c' },
  { id: 'd' },
  { id: 'e' },
];

describe('lessonProgressStatus', () => {
  it('marks flagged lessons completed, even when open', () => {
    expect(lessonProgressStatus(lessons, 0, 'a')).toBe('completed');
    expect(lessonProgressStatus(lessons, 1, undefined)).toBe('completed');
  });

  it('marks the open lesson current', () => {
    expect(lessonProgressStatus(lessons, 3, 'd')).toBe('current');
  });

  it('makes the lesson after a completed one available', () => {
    expect(lessonProgressStatus(lessons, 2, 'd')).toBe('available');
  });

  it('locks a lesson whose previous lesson is not completed', () => {
    expect(lessonProgressStatus(lessons, 4, 'c')).toBe('locked');
  });

  it('never locks the first lesson', () => {
    expect(lessonProgressStatus([{ id: 'x' }], 0, undefined)).toBe('available');
  });
});
