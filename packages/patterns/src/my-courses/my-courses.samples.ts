import { allCourses, catalogueCourses } from '@lp/contract';
import { sampleLessonPath } from '../samples/paths.samples';
import type { MyCoursesEntry, MyCoursesPageProps } from './my-courses-page';
import type { MyCoursesTab } from './my-courses-tabs';

// Sample props for My Courses' stories and tests, from the contract's sample courses. The app
// fills the same props from GET /courses/mine and its typed path builders.

/** Five enrolments: three under way (one not started), two finished. */
export function sampleMyCourses(): MyCoursesEntry[] {
  const progress: [number, number, string | null][] = [
    [3, 8, null],
    [0, 5, null],
    [6, 10, null],
    [4, 4, '2026-03-02T10:00:00.000Z'],
    [12, 12, '2026-01-15T16:30:00.000Z'],
  ];
  return [...allCourses(), ...catalogueCourses].slice(0, progress.length).map((course, index) => {
    const [done, total, completedAt] = progress[index] ?? [0, 1, null];
    return {
      ...course,
      enrolled: true,
      progress: Math.round((done / total) * 100),
      completedLessons: done,
      totalLessons: total,
      completedAt,
      continueHref: completedAt ? null : sampleLessonPath(course.id, `lesson-${done + 1}`),
    };
  });
}

export const sampleMyCoursesTabHref = (tab: MyCoursesTab) =>
  tab === 'completed' ? '/courses?tab=completed' : '/courses';

export function sampleMyCoursesProps(): MyCoursesPageProps {
  return {
    status: 'ready',
    courses: sampleMyCourses(),
    activeTab: 'in-progress',
    tabHref: sampleMyCoursesTabHref,
    courseHref: (id) => `/course/${encodeURIComponent(id)}/preview`,
    openCourseHref: (id) => `/course/${encodeURIComponent(id)}`,
    catalogHref: '/catalog',
  };
}
