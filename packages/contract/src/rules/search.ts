import type { CourseSummary } from '../entities/course';

/** The program sidebar's course search: title, description or instructor, ignoring case. */
export function matchesCourseSearch(
  course: Pick<CourseSummary, 'title' | 'description' | 'instructor'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  return [course.title, course.description, course.instructor].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
