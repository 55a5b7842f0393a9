import { impersonatedAdminEmail, type ImpersonationSession } from '@lp/contract';
import {
  impersonationMessages,
  startImpersonationRequestSchema,
  universityMessages,
  type ImpersonationResponse,
} from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { ActiveSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { createUniversityRepository } from './university-repository';

const API = '/api/v1';
const PATH = `${API}/impersonation`;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Impersonation, for real (issue 16): admin and superuser act as an active university's
 * administrator. The session records which university and since when; it ends at sign-out,
 * with End Session, or after IMPERSONATION_MAX_MINUTES. Every write made meanwhile is kept in
 * the audit log under the real actor.
 */
export function registerImpersonationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const universities = createUniversityRepository(db);

  async function viewOf(session: ActiveSession): Promise<ImpersonationResponse> {
    if (!session.impersonation) return { impersonation: null };
    const university = await universities.byId(session.impersonation.universityId);
    if (!university) return { impersonation: null };
    const impersonation: ImpersonationSession = {
      universityId: university.id,
      universityName: university.name,
      startTime: session.impersonation.startedAt.toISOString(),
      adminEmail: impersonatedAdminEmail({ domain: university.domain ?? undefined }),
    };
    return { impersonation };
  }

  async function audit(
    request: FastifyRequest,
    action: string,
    universityId: string | null,
    status: number,
  ) {
    const user = signedInUser(request);
    await db
      .insertInto('audit_log')
      .values({
        actor_user_id: user.id,
        actor_email: user.email,
        university_id: universityId,
        action,
        method: request.method,
        path: request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '',
        status,
        created_at: context.now(),
      })
      .execute();
  }

  app.get(PATH, { config: { area: 'signed-in' } }, async (request, reply) =>
    sendData(reply, await viewOf(request.session!)),
  );

  app.post(PATH, { config: { area: 'impersonate' } }, async (request, reply) => {
    const session = request.session!;
    const { universityId } = parseWith(startImpersonationRequestSchema, request.body);
    const university = await universities.byId(universityId);
    if (!university) throw new ApiError(404, universityMessages.notFound);
    if (university.status !== 'active') throw new ApiError(409, impersonationMessages.notActive);
    const startedAt = context.now();
    await db
      .updateTable('sessions')
      .set({ impersonating_university_id: university.id, impersonation_started_at: startedAt })
      .where('id_hash', '=', session.idHash)
      .execute();
    await audit(request, 'impersonation-start', university.id, 200);
    const view = await viewOf({ ...session, impersonation: { universityId, startedAt } });
    return sendData(reply, view, impersonationMessages.started);
  });

  app.delete(PATH, { config: { area: 'signed-in' } }, async (request, reply) => {
    const session = request.session!;
    if (session.impersonation) {
      await db
        .updateTable('sessions')
        .set({ impersonating_university_id: null, impersonation_started_at: null })
        .where('id_hash', '=', session.idHash)
        .execute();
      await audit(request, 'impersonation-end', session.impersonation.universityId, 200);
    }
    return sendData(reply, { impersonation: null }, impersonationMessages.ended);
  });

  // Every other write of an impersonating session, whatever its outcome, under the real actor.
  app.addHook('onResponse', async (request, reply) => {
    const impersonation = request.session?.impersonation;
    if (!impersonation || SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url === PATH) return;
    await audit(request, 'write', impersonation.universityId, reply.statusCode);
  });
}
