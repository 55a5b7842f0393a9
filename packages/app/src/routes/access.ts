import { activeRole, decideAccess } from '@lp/contract';
import { data, redirect } from 'react-router-dom';
import type { Session } from '../data/session';
import { paths } from './paths';
import type { RouteEntry } from './route-types';

/** The status a page answers with when the role may not see it: the error screen shows 'Access Denied'. */
export const ACCESS_DENIED_STATUS = 403;

/**
 * Applies the one access rule (spec 2 section 6) before a page loads: throws a redirect to
 * /dashboard or a 403 that the route's error screen renders as 'Access Denied'.
 */
export function enforceAccess(entry: Pick<RouteEntry, 'area'>, session: Pick<Session, 'readUser'>) {
  const decision = decideAccess(entry.area ?? 'signed-in', activeRole(session.readUser()));
  if (decision === 'redirect') throw redirect(paths.dashboard());
  if (decision === 'access-denied')
    throw data(null, { status: ACCESS_DENIED_STATUS, statusText: 'Forbidden' });
}
