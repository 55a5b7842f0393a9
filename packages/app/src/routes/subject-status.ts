import { data } from 'react-router-dom';
import type { AppServices } from '../app-context';
import { ApiError } from '../data/api-error';
import { ACCESS_DENIED_STATUS } from './access';
import type { RouteData } from './route-data';

/**
 * Who draws a page whose subject was refused:
 * - 'error-screen': the route's error screen ('Page not found', 'Access Denied'), before the
 *   screen is shown at all (the builder: an editor has no not-found state of its own);
 * - 'screen': the screen's own not-found state (the spec's 'Course Not Found' of the course page,
 *   'Course not found' of the player), with the page's status set to match.
 */
export type RefusalDrawnBy = 'error-screen' | 'screen';

const refusalStatusOf = (failure: unknown) =>
  failure instanceof ApiError && (failure.status === 404 || failure.status === ACCESS_DENIED_STATUS)
    ? failure.status
    : null;

/**
 * A page about one thing (a course) answers as an unknown address does when that thing is not
 * the visitor's (another university's course, issue 32): its answer's 404 or 403 becomes the
 * page's HTTP status. The rest of the route's data stays on its way. Anything else that fails
 * (a dropped connection) is left to the screen, which shows its error with a retry.
 *
 * 'screen' waits only on the server, where the status is sent: a navigation in the browser is
 * not held, and the screen shows its loading state, then its own not-found state.
 */
export async function withSubjectStatus(
  routeData: RouteData,
  subjectPath: string,
  services: Pick<AppServices, 'firstRender'>,
  drawnBy: RefusalDrawnBy,
): Promise<RouteData> {
  if (drawnBy === 'screen' && !services.firstRender?.onServer) return routeData;
  let status: number | null = null;
  try {
    await routeData[subjectPath];
  } catch (failure) {
    status = refusalStatusOf(failure);
  }
  if (status === null) return routeData;
  if (drawnBy === 'error-screen')
    throw data(null, {
      status,
      ...(status === ACCESS_DENIED_STATUS && { statusText: 'Forbidden' }),
    });
  // react-router sends this status with the page and hands the route its data unwrapped.
  return data(routeData, { status }) as unknown as RouteData;
}
