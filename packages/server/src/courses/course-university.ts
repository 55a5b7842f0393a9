import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { universityOfRequest } from '../tenancy/request-university';

/**
 * The university whose courses a request reads and writes (issue 32). Signed in: the one the
 * session works on (the user's own; an admin's after Switch or during impersonation), so an
 * account never reads another university's courses through a host that happens to serve it.
 * Signed out (a published course's image): the host's university.
 */
export async function courseUniversityOf(
  context: AppContext,
  request: FastifyRequest,
): Promise<string> {
  if (request.session) return request.session.currentUniversityId;
  return (await universityOfRequest(context, request)).id;
}
