import { mayManageAccount } from '@lp/contract';
import { userListQuerySchema, userMessages, userStatusRequestSchema } from '@lp/contract/api';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../auth/guard';
import { endAllSessionsOf } from '../auth/sessions';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { parseWith } from '../http/validate';
import { reachesEveryUniversity } from '../tenancy/university-directory';
import { createUniversityReach } from '../tenancy/reachable-university';
import { listUsers } from './user-query';

const API = '/api/v1';
/** Spec 2 §6: user management is for admin, university_admin and superuser. */
const USER_ADMIN = { config: { area: 'university-admin' as const } };

/**
 * User management (issue 18, spec 2 §2.15). Tenancy: admin and superuser reach every
 * university (the one their session works on unless they name another); a university_admin
 * only their own, and another university answers 404 like an unknown one.
 */
export function registerUserAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const reachable = createUniversityReach(db);

  app.get(`${API}/admin/users`, USER_ADMIN, async (request, reply) => {
    const query = parseWith(userListQuerySchema, request.query ?? {});
    const university = await reachable(request, query.universityId);
    const { page, pageSize, universityId: _universityId, ...filters } = query;
    return sendData(reply, await listUsers(db, university, filters, { page, pageSize }));
  });

  app.put<{ Params: { id: string } }>(
    `${API}/admin/users/:id/status`,
    USER_ADMIN,
    async (request, reply) => {
      const actor = signedInUser(request);
      const id = pathId(request.params.id, userMessages.notFound);
      const { status } = parseWith(userStatusRequestSchema, request.body);
      const target = await db
        .selectFrom('users')
        .select(['id', 'university_id', 'roles'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!target) throw new ApiError(404, userMessages.notFound);
      await reachable(request, target.university_id).catch(() => {
        throw new ApiError(404, userMessages.notFound);
      });
      if (target.id === actor.id) throw new ApiError(409, userMessages.notYourself);
      // The order of roles, the contract's one rule (issue 37, item 6).
      if (!mayManageAccount(actor.roles, target.roles)) {
        throw new ApiError(
          403,
          reachesEveryUniversity(actor.roles)
            ? userMessages.superuserOnly
            : userMessages.higherRole,
        );
      }
      await db.transaction().execute(async (trx) => {
        if (status === 'suspended' && target.roles.includes('superuser')) {
          // The active superusers, locked: two suspending each other at once cannot both pass.
          const active = await trx
            .selectFrom('users')
            .select('id')
            .where(sql<boolean>`roles @> '["superuser"]'::jsonb`)
            .where('status', '=', 'active')
            .forUpdate()
            .execute();
          if (!active.some((row) => row.id !== target.id)) {
            throw new ApiError(409, userMessages.lastSuperuser);
          }
        }
        await trx.updateTable('users').set({ status }).where('id', '=', target.id).execute();
      });
      if (status === 'suspended') {
        // Suspended now, not at their next sign-in: sessions and sockets end at once.
        await endAllSessionsOf(context, target.id);
        context.presence.closeUser(target.id);
      }
      return sendData(
        reply,
        { id: target.id, status },
        status === 'suspended' ? userMessages.suspended : userMessages.reactivated,
      );
    },
  );
}
