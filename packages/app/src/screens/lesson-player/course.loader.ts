import type { ScreenLoader } from '../../routes/route-types';

/**
 * The course pages (redirect and player): the course, asked for as soon as the route
 * matches, in parallel with the player's code. The screen shows its own loading and not-found
 * states from `useCourse`, so a navigation does not wait for the answer.
 */
export const loader: ScreenLoader = async ({ params: { courseId }, services: { api } }) => {
  const m = await import('../../data/course-detail');
  return courseId ? m.courseRouteData(api, courseId) : null;
};
