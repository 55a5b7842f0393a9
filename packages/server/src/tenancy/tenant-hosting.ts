import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { deploymentConfigOf } from './deployment-config';
import { universityOfRequest } from './request-university';
import { suspendedNoticeHtml } from './suspended-notice';

/** Files and the API: everything that is not one of the app's pages (or its config). */
const NOT_A_PAGE = /^\/(?:api|ws-presence|assets)(?:\/|$)|\.(?!json$)[a-z0-9]+$/i;

/**
 * One process, many universities (issue 16): each request's university comes from its Host.
 * `/config.json` is built for it (name, brand, logo, sections), so a second university needs
 * a row and a DNS name, no build and no restart; a suspended university's host serves a plain
 * notice instead of the app.
 */
export function installTenantHosting(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (NOT_A_PAGE.test(path)) return;
    const university = await universityOfRequest(context, request);
    if (university.status !== 'suspended') return;
    return reply
      .code(403)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(suspendedNoticeHtml(university.name));
  });

  app.get('/config.json', async (request, reply) => {
    const university = await universityOfRequest(context, request);
    const { config, problems } = deploymentConfigOf(university);
    if (problems.length > 0) {
      request.log.warn({ university: university.slug, problems }, 'branding fell back');
    }
    // Read again on every load, so a changed brand applies without a rebuild or restart.
    return reply.header('cache-control', 'no-cache').send(config);
  });
}
