import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { authAnswers } from '../auth/auth-answers';

export const API = '/api/v1';
/** Every account endpoint: any signed-in role, each on their own account only (issue 35). */
export const OWN_ACCOUNT = { config: { area: 'own-account' as const } };

/** The session of a guarded request, with its user and the university the account belongs to. */
export function ownSession(request: FastifyRequest) {
  if (!request.session) throw new ApiError(401, authAnswers.signInFirst);
  return request.session;
}
