import type { ScreenLoader } from '../../routes/route-types';

/**
 * The course pages (redirect and player): the course request starts as soon as the route
 * matches, in parallel with the player's code. The screen shows its own loading and not-found
 * states from `useCourse`, so the loader does not wait for the answer.
 */
export const loader: ScreenLoader = async ({ params, services }) => {
  const { courseId } = params;
  // Resolves once the request has started, so the player's first render picks it up.
  const m = await import('../../data/course-detail');
  if (courseId) m.prefetchCourse(services.api, courseId);
  return null;
};
