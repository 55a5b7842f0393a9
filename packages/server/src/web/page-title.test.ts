import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as esRoutes from '@lp/locales/es/app-routes';
import * as esPublic from '@lp/locales/es/app-public-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { MANIFEST_FILE } from './manifest-preloads';

// Issue 34: the first HTML names the page as the app does once it has hydrated ('Title ·
// Product', in the page's language), not only the product. The render is the app's own
// (packages/app/src/entry-server.tsx), loaded as the server loads its built render module.

const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Learning Platform</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const APP_ENTRY = resolve(import.meta.dirname, '../../../app/src/entry-server.tsx');

const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];

describe('the first HTML’s <title>', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lp-page-title-'));
    const distDir = join(root, 'dist');
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(join(distDir, MANIFEST_FILE), '{}');
    writeFileSync(
      join(root, 'dist-ssr', 'entry-server.js'),
      `export { renderPage, brandStyle } from ${JSON.stringify(APP_ENTRY)};\n`,
    );
    server = await startTestServer({ appDistDir: distDir });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is the sign-in page’s title in Spanish for a browser that asks for Spanish', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { host: 'app.test', 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es"');
    expect(titleOf(response.body)).toBe(
      esPublic.default.documentTitle({
        title: esPublic.default.signIn,
        productName: 'Learning Platform',
      }),
    );
  });

  it('is a signed-in page’s title (the route table’s) in Spanish', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.signIn('student@demo.edu', DEMO_PASSWORD);
    const response = await visitor.call('GET', '/calendar', {
      headers: { 'accept-language': 'es' },
    });
    expect(response.status).toBe(200);
    expect(titleOf(response.body as string)).toBe(
      esPublic.default.documentTitle({
        title: esRoutes.default.schedule,
        productName: 'Learning Platform',
      }),
    );
  });
});
