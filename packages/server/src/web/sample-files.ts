import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/envelope';
import { requestMessages } from '../http/request-messages';

/** The pictures (and the one download) the sample data names, `/samples/...` (README.md there). */
export const SAMPLE_FILES_DIR = fileURLToPath(new URL('../../static-samples', import.meta.url));

/** What is served, by extension; anything else in the folder (its README, its script) is not. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

/**
 * A month: the addresses carry no content hash (the sample data names them), so not `immutable`;
 * the ETag lets a browser revalidate cheaply once it expires.
 */
const CACHE_CONTROL = 'public, max-age=2592000';

interface SampleFile {
  body: Buffer;
  type: string;
  etag: string;
}

/** Every servable file of the folder, by its address (`/samples/courses/mlops.webp`). */
function readSampleFiles(dir: string): Map<string, SampleFile> {
  const files = new Map<string, SampleFile>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const type = CONTENT_TYPES[extname(entry.name).toLowerCase()];
    if (!entry.isFile() || !type) continue;
    const path = join(entry.parentPath, entry.name);
    const body = readFileSync(path);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    files.set(`/samples/${relative(dir, path).split(sep).join('/')}`, {
      body,
      type,
      etag: `"${hash}"`,
    });
  }
  return files;
}

/**
 * GET /samples/*: the sample data's pictures, read into memory once (about 300 kB). The address
 * is looked up, never joined to a path, so nothing outside the folder can be reached. A missing
 * file is a 404 in the API's envelope, never the app's page.
 */
export function registerSampleFiles(app: FastifyInstance, dir: string = SAMPLE_FILES_DIR): void {
  const files = readSampleFiles(dir);
  app.get('/samples/*', async (request, reply) => {
    const file = files.get(request.url.split('?', 1)[0] ?? '');
    if (!file) return sendError(reply, 404, requestMessages.notFound);
    reply
      .header('content-type', file.type)
      .header('cache-control', CACHE_CONTROL)
      .header('etag', file.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.send(file.body);
  });
}
