import type { AppContext } from '../context';
import { createUniversityRepository } from './university-repository';

/**
 * Whether a browser Origin may make unsafe calls and open the socket: the app's own and the
 * configured ones (`isAllowedOrigin`), or a university's own host name on the app's scheme
 * (https in a deployment), so adding a university needs no ALLOWED_ORIGINS change.
 */
export async function isAllowedOriginOrUniversity(
  context: AppContext,
  origin: string,
): Promise<boolean> {
  if (context.isAllowedOrigin(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== new URL(context.appUrl).protocol) return false;
  const university = await createUniversityRepository(context.db).byDomain(url.hostname);
  return university !== undefined;
}
