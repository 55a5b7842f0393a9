import { CAROUSEL_MAX_ITEMS } from '../constants/dashboard';
import type { CourseSummary } from '../entities/course';
import type { LearningProgress } from '../entities/dashboard';

type OverviewCourse = Pick<CourseSummary, 'enrolled' | 'progress' | 'duration'>;

/** The four figures of "Your Learning Overview" (spec 2 §2.2). */
export interface LearningOverview {
  /** Percent, 0-100. */
  overallPercent: number;
  coursesCompleted: number;
  coursesInProgress: number;
  coursesTotal: number;
  /** Whole hours learned: each enrolled course's length times its progress. */
  hoursLearned: number;
  /** Whole hours of every enrolled course. */
  hoursTotal: number;
}

/**
 * Hours in a course's display duration: '12 hours' → 12, '1h 30m' → 1.5, '45 min' → 0.75;
 * 0 when it names no length.
 */
export function durationHours(duration: string): number {
  const text = duration.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*h/.exec(text);
  const minutes = /(\d+(?:\.\d+)?)\s*m/.exec(text);
  return (hours ? Number(hours[1]) : 0) + (minutes ? Number(minutes[1]) / 60 : 0);
}

/**
 * Your Learning Overview from the learner's courses. The server's learning progress, when
 * given, decides the percentage and the course counts (62 %, 4 of 6 in the demo); otherwise
 * they come from the enrolled courses. Hours always come from the enrolled courses.
 */
export function learningOverview(
  courses: readonly OverviewCourse[],
  progress?: LearningProgress | null,
): LearningOverview {
  const enrolled = courses.filter((course) => course.enrolled);
  const hoursTotal = enrolled.reduce((sum, course) => sum + durationHours(course.duration), 0);
  const hoursLearned = enrolled.reduce(
    (sum, course) => sum + (durationHours(course.duration) * course.progress) / 100,
    0,
  );
  const hours = { hoursLearned: Math.round(hoursLearned), hoursTotal: Math.round(hoursTotal) };
  if (progress) {
    const total = progress.coursesTotal;
    const completed = Math.min(progress.coursesCompleted, total);
    return {
      overallPercent: Math.round(progress.percent),
      coursesCompleted: completed,
      coursesInProgress: total - completed,
      coursesTotal: total,
      ...hours,
    };
  }
  const completed = enrolled.filter((course) => course.progress >= 100).length;
  const average =
    enrolled.length === 0
      ? 0
      : enrolled.reduce((sum, course) => sum + course.progress, 0) / enrolled.length;
  return {
    overallPercent: Math.round(average),
    coursesCompleted: completed,
    coursesInProgress: enrolled.length - completed,
    coursesTotal: enrolled.length,
    ...hours,
  };
}

/** "Recommended for you" (spec 2 §2.2): the courses the learner is not enrolled in, at most 8. */
export function recommendedForYou<T extends Pick<CourseSummary, 'enrolled'>>(
  courses: readonly T[],
): T[] {
  return courses.filter((course) => !course.enrolled).slice(0, CAROUSEL_MAX_ITEMS);
}
