import type { ScreenLoader } from '../../routes/route-types';
import { withSubjectStatus } from '../../routes/subject-status';

/**
 * The course pages (redirect and player): the course, asked for as soon as the route
 * matches, in parallel with the player's code. The screen shows its own loading and not-found
 * states from `useCourse`, so a navigation does not wait for the answer; the server does, to
 * answer another university's course, or an unknown one, with 404.
 */
export const loader: ScreenLoader = async ({ params: { courseId }, services }) => {
  if (!courseId) return null;
  const m = await import('../../data/course-detail');
  const routeData = m.courseRouteData(services.api, courseId);
  return withSubjectStatus(routeData, m.courseKey(courseId), services, 'screen');
};
