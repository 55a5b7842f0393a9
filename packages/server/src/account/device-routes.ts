import { accountMessages, type AccountSession } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { sha256 } from '../security/tokens';
import { API, OWN_ACCOUNT, ownSession } from './account-kit';
import { browserName } from './browser-name';

/** How stale a session's "last used" may get before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX = 512;

/**
 * The id a session goes by in the list: derived from its stored hash, so the list hands out
 * neither the cookie nor the hash the presence hub and the table know it by.
 */
const publicSessionId = (idHash: string) => sha256(`account-session:${idHash}`).slice(0, 32);

/**
 * Sessions of the settings (issue 35): every signed-in device with its browser and when it was
 * last used; one or all the others signed out, their presence sockets closed with them.
 */
export function registerDeviceRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, now } = context;

  // Every API call of a session says when it was last used, and from which browser; at most
  // once a minute, so a busy page does not write on every request.
  app.addHook('preHandler', async (request) => {
    const session = request.session;
    if (!session || !request.url.startsWith(`${API}/`)) return;
    const at = now();
    const agent = request.headers['user-agent'];
    await db
      .updateTable('sessions')
      .set({
        last_used_at: at,
        ...(typeof agent === 'string' ? { user_agent: agent.slice(0, USER_AGENT_MAX) } : {}),
      })
      .where('id_hash', '=', session.idHash)
      .where((where) =>
        where.or([
          where('last_used_at', 'is', null),
          where('last_used_at', '<', new Date(at.getTime() - TOUCH_EVERY_MS)),
        ]),
      )
      .execute();
  });

  async function sessionsOf(userId: string) {
    return db
      .selectFrom('sessions')
      .select(['id_hash', 'user_agent', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now())
      .orderBy('created_at', 'desc')
      .execute();
  }

  app.get(`${API}/account/sessions`, OWN_ACCOUNT, async (request, reply) => {
    const session = ownSession(request);
    const rows = await sessionsOf(session.user.id);
    const list: AccountSession[] = rows.map((row) => ({
      id: publicSessionId(row.id_hash),
      browser: browserName(row.user_agent),
      signedInAt: row.created_at.toISOString(),
      lastUsedAt: (row.last_used_at ?? row.created_at).toISOString(),
      current: row.id_hash === session.idHash,
    }));
    // This device first, then the most recently used.
    list.sort((a, b) =>
      a.current !== b.current ? (a.current ? -1 : 1) : b.lastUsedAt.localeCompare(a.lastUsedAt),
    );
    return sendData(reply, list);
  });

  app.delete<{ Params: { id: string } }>(
    `${API}/account/sessions/:id`,
    OWN_ACCOUNT,
    async (request, reply) => {
      const session = ownSession(request);
      // Only the user's own sessions are looked in: another person's id is simply unknown.
      const rows = await sessionsOf(session.user.id);
      const target = rows.find((row) => publicSessionId(row.id_hash) === request.params.id);
      if (!target) throw new ApiError(404, accountMessages.sessionNotFound);
      await db.deleteFrom('sessions').where('id_hash', '=', target.id_hash).execute();
      context.presence.closeSession(target.id_hash);
      return sendData(reply, null, accountMessages.sessionEnded);
    },
  );

  app.post(`${API}/account/sessions/end-others`, OWN_ACCOUNT, async (request, reply) => {
    const session = ownSession(request);
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', session.user.id)
      .where('id_hash', '!=', session.idHash)
      .execute();
    context.presence.closeUser(session.user.id, session.idHash);
    return sendData(reply, null, accountMessages.otherSessionsEnded);
  });
}
