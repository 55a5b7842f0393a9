import { data } from 'react-router-dom';
import { ApiError } from '../../data/api-error';
import { ACCESS_DENIED_STATUS } from '../../routes/access';
import type { ScreenLoader } from '../../routes/route-types';

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
export const course: ScreenLoader = async ({ params, services: { api } }) => {
  const m = await import('../../data/course-authoring');
  const path = m.authoringPaths.course(params.courseId ?? '');
  const routeData = m.authoredCourseResource.routeData(api, path);
  try {
    await routeData[path];
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) throw data(null, { status: 404 });
    if (failure instanceof ApiError && failure.status === ACCESS_DENIED_STATUS)
      throw data(null, { status: ACCESS_DENIED_STATUS, statusText: 'Forbidden' });
    // Anything else (a dropped connection): the screen shows its error with a retry.
  }
  return routeData;
};
