import { universityMessages } from '@lp/contract/api';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { reachesEveryUniversity } from './university-directory';
import { createUniversityRepository, type UniversityRow } from './university-repository';

/**
 * The university an admin screen's request may read (issues 16 and 18): admin and superuser
 * reach every university (the one their session works on unless they name another); everyone
 * else only their own, and another university answers 404 like an unknown one.
 */
export function createUniversityReach(db: Db) {
  const universities = createUniversityRepository(db);
  return async function reachable(
    request: FastifyRequest,
    wanted: string | undefined,
  ): Promise<UniversityRow> {
    const user = signedInUser(request);
    const session = request.session!;
    const everyUniversity = reachesEveryUniversity(user.roles);
    const id = wanted ?? (everyUniversity ? session.currentUniversityId : session.universityId);
    if (!everyUniversity && id !== session.universityId)
      throw new ApiError(404, universityMessages.notFound);
    const university = await universities.byId(id);
    if (!university) throw new ApiError(404, universityMessages.notFound);
    return university;
  };
}
