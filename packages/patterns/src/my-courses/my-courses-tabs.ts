/** The two lists of My Courses; the app keeps the one shown in the address (`?tab=completed`). */
export const myCoursesTabs = ['in-progress', 'completed'] as const;
export type MyCoursesTab = (typeof myCoursesTabs)[number];

/** A course of My Courses: finished once its last lesson is. */
export interface MyCoursesProgress {
  /** When the last lesson was completed; null while in progress. */
  completedAt: string | null;
}

/** The courses of one tab, in the order given (most recently enrolled first). */
export function coursesOfTab<T extends MyCoursesProgress>(
  courses: readonly T[],
  tab: MyCoursesTab,
): T[] {
  return courses.filter((course) => (course.completedAt !== null) === (tab === 'completed'));
}
