import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ServerCourse } from '../entities/course';
import { courseSchema } from '../entities/course';
import { FALLBACK_COURSE_IMAGE, levelFromDifficulty, toDisplayCourse } from './course-mapping';

const serverCourse: ServerCourse = {
  id: 'course-42',
  title: 'Ethics of Machine Learning',
  description: 'A practical look at fairness, accountability and transparency in deployed models.',
  createdByName: 'Dr. Sarah Chen',
  estimatedDurationHours: 6,
  difficultyLevel: 'INTERMEDIATE',
  category: 'AI',
  imageUrl: 'https://cdn.example.com/ethics.jpg',
  isPublished: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
};

describe('levelFromDifficulty', () => {
  it.each([
    ['BEGINNER', 'Beginner'],
    ['INTERMEDIATE', 'Intermediate'],
    ['ADVANCED', 'Advanced'],
    ['EXPERT', 'Advanced'],
    ['beginner', 'Advanced'],
    ['', 'Advanced'],
  ])('shows %j as %s', (difficulty, level) => {
    expect(levelFromDifficulty(difficulty)).toBe(level);
  });
});

describe('toDisplayCourse', () => {
  it('maps the server fields to the display course', () => {
    const course = toDisplayCourse(serverCourse, () => 0);
    expect(course).toMatchObject({
      id: 'course-42',
      instructor: 'Dr. Sarah Chen',
      duration: '6 hours',
      durationHours: 6,
      level: 'Intermediate',
      thumbnail: 'https://cdn.example.com/ethics.jpg',
      rating: 4.5,
      status: 'published',
      enrolled: false,
      progress: 0,
      modules: [],
    });
    // Whole: the hero clamps it by lines with an ellipsis, never cuts it mid-word.
    expect(course.shortTagline).toBe(serverCourse.description);
  });

  it('uses the lowest made-up figures for a random source of 0', () => {
    const course = toDisplayCourse(serverCourse, () => 0);
    expect(course.studentsCount).toBe(100);
    expect(course.price).toBe(50);
  });

  it('uses the highest made-up figures for a random source just under 1', () => {
    const course = toDisplayCourse(serverCourse, () => 0.999999);
    expect(course.studentsCount).toBe(2099);
    expect(course.price).toBe(349);
  });

  it('falls back to the placeholder image and marks unpublished courses as draft', () => {
    const course = toDisplayCourse({ ...serverCourse, imageUrl: null, isPublished: false });
    expect(course.thumbnail).toBe(FALLBACK_COURSE_IMAGE);
    expect(course.status).toBe('draft');
  });

  it('always yields a valid display course with figures in range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.string(),
        fc.nat({ max: 500 }),
        (unit, description, hours) => {
          const course = toDisplayCourse(
            { ...serverCourse, description, estimatedDurationHours: hours },
            () => unit,
          );
          expect(courseSchema.safeParse(course).success).toBe(true);
          expect(course.studentsCount).toBeGreaterThanOrEqual(100);
          expect(course.studentsCount).toBeLessThanOrEqual(2099);
          expect(course.price).toBeGreaterThanOrEqual(50);
          expect(course.price).toBeLessThanOrEqual(349);
          expect(course.shortTagline).toBe(description);
        },
      ),
    );
  });
});
