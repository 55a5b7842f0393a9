import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/envelope';

/**
 * Serves the built app (production) with an SPA fallback: any GET outside /api
 * that is not a file gets index.html, so deep links load the app. Without a
 * built app, unknown paths are plain 404s in the envelope.
 */
export async function installAppHosting(
  app: FastifyInstance,
  distDir: string | null,
): Promise<void> {
  const hasApp = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (packages/app/vite.config.ts).
      preCompressed: true,
      setHeaders(res, path) {
        // Vite names every file under assets/ by its content hash: it never changes.
        if (path.includes(`${sep}assets${sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, 404, 'Not found');
  });
}
