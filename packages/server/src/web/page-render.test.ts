import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { EMBEDDED_ANSWERS_ID } from './page-answers';
import { PAINT_FIRST_SCRIPT, PAINT_FIRST_SOURCE, START_ID } from './paint-first';
import { HYDRATION_ID } from './page-render';
import { ROUTE_PRELOADS_FILE } from './route-preloads';

/** The shape of Vite's build of packages/app/index.html. */
const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Learning Platform</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const PRELOADS = {
  routes: [
    { path: '/auth/login', access: 'public-only', files: ['assets/login-abc.js'], data: [] },
    { path: '/auth/register', access: 'public-only', files: [], data: [] },
    { path: '/auth/forgot-password', access: 'public-only', files: [], data: [] },
    {
      path: '/dashboard',
      access: 'signed-in',
      files: ['assets/dashboard-abc.js'],
      data: ['/dashboard', '/courses/all'],
    },
    { path: '/calendar', access: 'signed-in', files: [], data: [] },
  ],
  redirects: [],
  signInPath: '/auth/login',
  signedInHome: '/dashboard',
};

/**
 * A stand-in for the app's render module (packages/app/src/entry-server.tsx): it draws what
 * the server handed it, so the test reads that back. /auth/register fails, and
 * /auth/forgot-password is a page the app does not draw here.
 */
const RENDER_MODULE = `
export function brandStyle(config) {
  return ':root{--brand:' + config.defaultBrand.primary + '}</style><script>alert(1)</script>';
}
export async function renderPage(input) {
  const path = new URL(input.url).pathname;
  if (path === '/auth/register') throw new Error('render failed');
  if (path === '/auth/forgot-password') return null;
  const seen = { path, user: input.user && input.user.email, answers: Object.keys(input.answers),
    mode: input.mode, userAgent: input.userAgent, timed: input.signal instanceof AbortSignal };
  // It says it used the first answer only: the page carries the other one as it is.
  return { html: '<p id="drawn">' + JSON.stringify(seen).replace(/</g, '') + '</p>',
    hydration: { seen: path }, answered: Object.keys(input.answers).slice(0, 1) };
}
`;

const drawnOf = (html: string) => {
  const text = /<p id="drawn">([\s\S]*?)<\/p>/.exec(html)?.[1];
  return text === undefined ? null : JSON.parse(text);
};
const jsonOf = (html: string, id: string) => {
  const text = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

describe('pages the server renders (decision 0018)', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lp-app-render-'));
    const distDir = join(root, 'dist');
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    mkdirSync(join(distDir, 'assets'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(join(distDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
    writeFileSync(join(distDir, 'assets', 'dm-sans-latin-wght-normal-abc.woff2'), 'font');
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
    server = await startTestServer({ appDistDir: distDir });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function signedIn(role: string) {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
    return visitor;
  }
  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'app.test', ...headers } });

  it('draws the sign-in page for a signed-out visitor, who paints it before the scripts load', async () => {
    const response = await page('/auth/login', { 'user-agent': 'Phone Mobile' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(drawnOf(html)).toEqual({
      path: '/auth/login',
      user: null,
      answers: [],
      mode: null,
      userAgent: 'Phone Mobile',
      timed: true,
    });
    expect(html).toMatch(/<div id="root"><p id="drawn">[^<]*<\/p><\/div>/);
    expect(jsonOf(html, HYDRATION_ID)).toEqual({ seen: '/auth/login' });
    // The entry and every module preload (the build's and the route's) wait for the first frame.
    expect(jsonOf(html, START_ID)).toEqual({
      entry: '/assets/index-abc.js',
      modules: ['/assets/react-vendor-abc.js', '/assets/login-abc.js'],
    });
    expect(html).not.toContain('<script type="module" crossorigin');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script type="module">${PAINT_FIRST_SCRIPT}</script>`);
    expect(response.headers['content-security-policy']).toContain(PAINT_FIRST_SOURCE);
    // The stylesheet still blocks the first paint; the brand's font comes with it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/dm-sans-latin-wght-normal-abc.woff2">',
    );
  });

  it('draws a signed-in page for the session’s user with its answers, handed over once', async () => {
    const student = await signedIn('student');
    const response = await page('/dashboard', { cookie: `${student.cookie}; lp_theme=dark` });
    const html = response.body;
    expect(drawnOf(html)).toMatchObject({
      path: '/dashboard',
      user: 'student@demo.edu',
      answers: ['/dashboard', '/courses/all'],
      mode: 'dark',
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // The answer the render used goes with the hydration, not a second time; the other stays.
    expect(Object.keys(jsonOf(html, EMBEDDED_ANSWERS_ID))).toEqual(['/courses/all']);
    expect(html).toMatch(/<html lang="en"[^>]* class="dark">/);
  });

  it('leaves to the browser what it cannot draw for this visitor', async () => {
    const student = await signedIn('student');
    // A signed-in page without answers, a signed-in page without a session, and a sign-in page
    // for someone signed in (the browser sends them to the dashboard).
    for (const [url, cookie] of [
      ['/calendar', student.cookie ?? ''],
      ['/dashboard', ''],
      ['/dashboard', 'lp_session=forged'],
      ['/auth/login', student.cookie ?? ''],
    ] as const) {
      const html = (await page(url, { cookie })).body;
      expect(drawnOf(html), url).toBeNull();
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(jsonOf(html, HYDRATION_ID), url).toBeUndefined();
    }
  });

  it('sends the page as built when the render fails or declines', async () => {
    for (const url of ['/auth/register', '/auth/forgot-password']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js">',
      );
    }
  });

  it('writes a brand of inline colours into every page, and nothing can close its element', async () => {
    // Northbridge's seeded brand is three colours (no built-in palette).
    for (const url of ['/auth/login', '/calendar']) {
      const html = (await page(url, { host: 'northbridge.example.edu' })).body;
      expect(html, url).toContain(
        '<style id="lp-brand-theme">:root{--brand:#1E40AF}\\3c /style>\\3c script>alert(1)\\3c /script></style>',
      );
    }
    // A built-in brand is the stylesheet's: no element.
    expect((await page('/auth/login')).body).not.toContain('lp-brand-theme');
  });

  it('answers a form sent before the app started with the page again, never a 404', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { host: 'app.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.edu&password=secret',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/login');
  });
});
