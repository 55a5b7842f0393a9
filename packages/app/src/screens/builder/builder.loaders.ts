import type { ScreenLoader } from '../../routes/route-types';
import { withSubjectStatus } from '../../routes/subject-status';

/** /builder: the courses the signed-in teacher (or the university's admin) may edit. */
export const list: ScreenLoader = async ({ services: { api } }) => {
  const m = await import('../../data/course-authoring');
  return m.authoredListResource.routeData(api, m.authoringPaths.list);
};

/**
 * /builder/:courseId: the course as stored. Awaited, unlike most pages: a course of another
 * university is the page's 404 and one the person may not edit its 403, drawn by the route's
 * error screen with that status, before an editor is shown at all.
 */
export const course: ScreenLoader = async ({ params, services }) => {
  const m = await import('../../data/course-authoring');
  const path = m.authoringPaths.course(params.courseId ?? '');
  const routeData = m.authoredCourseResource.routeData(services.api, path);
  return withSubjectStatus(routeData, path, services, 'error-screen');
};
