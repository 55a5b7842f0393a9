import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sendData } from '../http/envelope';

/**
 * GET /api/v1/dev/outbox?to=EMAIL: the e-mails kept for an address, newest first,
 * so a person trying the demo (and the end-to-end tests) can follow their links.
 * Registered only outside production.
 */
export function registerDevOutboxRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Querystring: { to?: string } }>(
    '/api/v1/dev/outbox',
    { config: { auth: 'none' } },
    async (request, reply) => {
      // E-mails are written after the answers that cause them: wait for those under way.
      await context.background.idle();
      let query = context.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
      const to = request.query.to?.trim().toLowerCase();
      if (to) query = query.where('to_address', '=', to);
      const rows = await query.execute();
      return sendData(
        reply,
        rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.body,
          kind: row.kind,
          link: row.link,
          createdAt: row.created_at.toISOString(),
        })),
      );
    },
  );
}
