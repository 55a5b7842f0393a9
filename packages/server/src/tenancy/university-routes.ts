import {
  switchUniversityRequestSchema,
  universityMessages,
  type UniversityListResponse,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { parseWith } from '../http/validate';
import { reachesEveryUniversity, universityDirectory } from './university-directory';
import { createUniversityRepository } from './university-repository';

const API = '/api/v1';
/** Spec 2 §6: the portal is for any signed-in user with a role; what each sees is scoped below. */
const PORTAL = { config: { area: 'university-portal' as const } };

/**
 * The universities a user may see, and the one their admin screens work on (issue 16).
 * Tenancy: admin and superuser reach every university; anyone else only their own, and
 * another university's id answers 404, the same as an unknown one.
 */
export function registerUniversityRoutes(app: FastifyInstance, context: AppContext): void {
  const universities = createUniversityRepository(context.db);

  app.get(`${API}/universities`, PORTAL, async (request, reply) => {
    const user = signedInUser(request);
    const session = request.session!;
    const directory = await universityDirectory(context.db, {
      roles: user.roles,
      universityId: session.universityId,
    });
    const answer: UniversityListResponse = {
      ...directory,
      currentUniversityId: session.currentUniversityId,
    };
    return sendData(reply, answer);
  });

  app.get<{ Params: { id: string } }>(`${API}/universities/:id`, PORTAL, async (request, reply) => {
    const user = signedInUser(request);
    const id = pathId(request.params.id, universityMessages.notFound);
    const session = request.session!;
    const directory = await universityDirectory(context.db, {
      roles: user.roles,
      universityId: session.universityId,
    });
    const university = directory.universities.find((each) => each.id === id);
    if (!university) throw new ApiError(404, universityMessages.notFound);
    return sendData(reply, university);
  });

  // The portal's 'Switch to University': admin and superuser choose among the active ones; for
  // anyone else only their own university is theirs to open.
  app.put(`${API}/session/university`, PORTAL, async (request, reply) => {
    const user = signedInUser(request);
    const session = request.session!;
    const { universityId } = parseWith(switchUniversityRequestSchema, request.body);
    const target = await universities.byId(universityId);
    const visible =
      target && (reachesEveryUniversity(user.roles) || target.id === session.universityId);
    if (!target || !visible) throw new ApiError(404, universityMessages.notFound);
    if (target.status !== 'active') throw new ApiError(409, universityMessages.notActive);
    await context.db
      .updateTable('sessions')
      .set({ current_university_id: target.id === session.universityId ? null : target.id })
      .where('id_hash', '=', session.idHash)
      .execute();
    return sendData(reply, { currentUniversityId: target.id }, universityMessages.switched);
  });
}
