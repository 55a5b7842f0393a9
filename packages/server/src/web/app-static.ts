import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/envelope';

/**
 * Paths that name a file, never a page: a missing one is a 404, not the app's HTML (a stale
 * tab asking for an old hashed chunk then fails cleanly into the client's route-error
 * recovery instead of parsing HTML as JavaScript).
 */
const FILE_PATH =
  /^\/assets\/|\.(?:js|mjs|css|map|json|wasm|woff2?|png|jpe?g|gif|webp|svg|ico|txt)$/i;

/**
 * Serves the built app (production) with an SPA fallback: any GET outside /api
 * that is not a file gets index.html, so deep links load the app. Without a
 * built app, unknown paths are plain 404s in the envelope. In production, source
 * maps are not served.
 */
export async function installAppHosting(
  app: FastifyInstance,
  distDir: string | null,
  options: { production?: boolean } = {},
): Promise<void> {
  const hasApp = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (packages/app/vite.config.ts).
      preCompressed: true,
      // The server builds /config.json for the request's university (tenancy/tenant-hosting.ts);
      // the build's copy is for static hosting without this server.
      globIgnore: ['config.json', 'config.json.br', 'config.json.gz'],
      // Source maps give the original source away: development only.
      allowedPath: (pathName) => !(options.production && pathName.endsWith('.map')),
      setHeaders(res, path) {
        // Vite names every file under assets/ by its content hash: it never changes.
        if (path.includes(`${sep}assets${sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !FILE_PATH.test(path);
    if (hasApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, 404, 'Not found');
  });
}
