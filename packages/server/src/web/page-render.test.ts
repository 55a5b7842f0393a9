import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_STATE_ID, type PageRenderModule, type PageState } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { MANIFEST_FILE } from './manifest-preloads';
import {
  brandStyleElement,
  isSameOriginApi,
  RENDER_TIMEOUT_MS,
  renderModuleSource,
} from './page-render';
import { PAINT_FIRST_SCRIPT, PAINT_FIRST_SOURCE } from './paint-first';

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

/** The build's manifest: the route modules the stand-in names, and what they import. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_react-vendor-abc.js'],
    css: ['assets/index-abc.css'],
  },
  '_react-vendor-abc.js': { file: 'assets/react-vendor-abc.js' },
  '_learning-abc.js': { file: 'assets/learning-abc.js', imports: ['_react-vendor-abc.js'] },
  'src/screens/auth/login-screen.tsx': {
    file: 'assets/login-screen-abc.js',
    imports: ['_react-vendor-abc.js'],
  },
  'src/screens/auth/auth.actions.ts': { file: 'assets/auth.actions-abc.js' },
  'src/screens/dashboard/dashboard-screen.tsx': {
    file: 'assets/dashboard-screen-abc.js',
    imports: ['_learning-abc.js'],
  },
  'src/screens/learner-home.loaders.ts': {
    file: 'assets/learner-home.loaders-abc.js',
    imports: ['_learning-abc.js'],
  },
  'src/screens/admin/users-screen.tsx': { file: 'assets/users-screen-abc.js' },
};

/**
 * A stand-in for the app's render module (packages/app/src/entry-server.tsx, PageRenderModule
 * in @lp/contract): it answers as the app's routes would, calling the API through the fetch
 * it is given, and draws what it was handed so that the test reads it back.
 */
const RENDER_MODULE = `
export function brandStyle(config) {
  return ':root{--brand:' + config.defaultBrand.primary + '}</style><script>alert(1)</script>';
}

const SIGNED_IN = ['/dashboard', '/admin/users'];

function page(input, { status = 200, loaderData = {}, actionData = null, routeModules, drawn = {} }) {
  const seen = {
    url: input.url,
    method: input.method,
    form: input.form ?? null,
    user: input.session ? input.session.user.email : null,
    csrfToken: input.session ? input.session.csrfToken : null,
    productName: input.config.productName,
    mode: input.mode,
    locale: input.locale,
    userAgent: input.userAgent,
    mobileHint: input.mobileHint ?? null,
    timed: input.signal instanceof AbortSignal && !input.signal.aborted,
    ...drawn,
  };
  return {
    kind: 'page',
    status,
    html: '<p id="drawn">' + JSON.stringify(seen).replace(/</g, '') + '</p>',
    hydration: { loaderData, actionData, lazyComponents: [], playerLayout: 'desktop',
      mode: input.mode ?? 'light', now: 1767600000000 },
    routeModules,
  };
}

export async function renderPage(input) {
  const url = new URL(input.url);
  const path = url.pathname;
  if (SIGNED_IN.includes(path) && !input.session)
    return { kind: 'redirect', status: 302, location: '/auth/login' };
  switch (path) {
    case '/auth/register':
      throw new Error('render failed');
    case '/auth/forgot-password':
      return { kind: 'page', status: 200, html: null };
    case '/slow':
      return new Promise((_, reject) =>
        input.signal.addEventListener('abort', () => reject(input.signal.reason)));
    case '/moved':
      return { kind: 'redirect', status: 302, location: url.searchParams.get('to') };
    case '/admin/users':
      // The access rule refused: the browser draws the error screen.
      return { kind: 'page', status: 403, html: '', hydration: null,
        routeModules: ['src/screens/admin/users-screen.tsx'] };
    case '/dashboard': {
      const answer = await input.fetch('/api/v1/dashboard');
      let elsewhere = null;
      try {
        await input.fetch('https://api.elsewhere.example/api/v1/dashboard');
      } catch (error) {
        elsewhere = error.message;
      }
      return page(input, {
        loaderData: { dashboard: { '/dashboard': (await answer.json()).data } },
        routeModules: ['src/screens/dashboard/dashboard-screen.tsx',
          'src/screens/learner-home.loaders.ts'],
        drawn: { dashboardStatus: answer.status, elsewhere },
      });
    }
    case '/auth/login': {
      const routeModules = ['src/screens/auth/login-screen.tsx', 'src/screens/auth/auth.actions.ts'];
      if (input.method !== 'POST') return page(input, { routeModules });
      // The form's action: signs in through the API, as the screen's own submit does.
      const form = new URLSearchParams(input.form);
      const answer = await input.fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      });
      if (answer.ok) return { kind: 'redirect', status: 302, location: '/dashboard' };
      const { message } = await answer.json();
      return page(input, {
        actionData: { login: { error: message, values: { email: form.get('email') } } },
        routeModules,
      });
    }
    default:
      return page(input, { routeModules: [] });
  }
}
`;

const drawnOf = (html: string) => {
  const text = /<div id="root"><p id="drawn">([\s\S]*?)<\/p><\/div>/.exec(html)?.[1];
  return text === undefined ? null : JSON.parse(text);
};
const pageStateOf = (html: string): PageState => {
  const states = [
    ...html.matchAll(
      new RegExp(
        `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
        'g',
      ),
    ),
  ];
  expect(states).toHaveLength(1);
  return JSON.parse(states[0]![1]!) as PageState;
};
const preloadedIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const VITE_ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js">';

/** Expects the page as built for the browser to draw: Vite's scripts, an empty root. */
function expectDrawnByTheBrowser(html: string, label: string) {
  expect(html, label).toContain('<div id="root"></div>');
  expect(html, label).toContain(VITE_ENTRY);
  expect(html, label).not.toContain(PAINT_FIRST_SCRIPT);
  const state = pageStateOf(html);
  expect(state.hydration, label).toBeUndefined();
  expect(state.start, label).toBeUndefined();
}

describe('pages the server renders with the app’s routes (issue 31)', () => {
  let server: TestServer;
  let root: string;
  const logs: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lp-app-render-'));
    const distDir = join(root, 'dist');
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    mkdirSync(join(distDir, 'assets'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(join(distDir, MANIFEST_FILE), JSON.stringify(MANIFEST));
    writeFileSync(join(distDir, 'assets', 'dm-sans-latin-wght-normal-abc.woff2'), 'font');
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
    server = await startTestServer({
      appDistDir: distDir,
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    });
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
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'app.test', ...headers } });
  const postForm = (url: string, form: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'app.test',
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: form,
    });

  it('draws the sign-in page for a signed-out visitor, who paints it before the scripts load', async () => {
    const response = await get('/auth/login?next=1', {
      'user-agent': 'Phone Mobile',
      'sec-ch-ua-mobile': '?1',
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The render was handed the request as the app's router takes it.
    expect(drawnOf(html)).toEqual({
      url: 'http://app.test/auth/login?next=1',
      method: 'GET',
      form: null,
      user: null,
      csrfToken: null,
      productName: 'Learning Platform',
      mode: null,
      locale: 'en',
      userAgent: 'Phone Mobile',
      mobileHint: '?1',
      timed: true,
    });
    // One state: no one's session, the hydration, and the entry with the entry's preloads and
    // the route's files (beyond the entry's) to start after the first frame.
    const state = pageStateOf(html);
    expect(state.session).toBeNull();
    expect(state.hydration).toMatchObject({ loaderData: {}, actionData: null, mode: 'light' });
    expect(state.start).toEqual({
      entry: '/assets/index-abc.js',
      modules: [
        '/assets/react-vendor-abc.js',
        '/assets/login-screen-abc.js',
        '/assets/auth.actions-abc.js',
      ],
    });
    expect(html).not.toContain(VITE_ENTRY);
    expect(preloadedIn(html)).toEqual([]);
    expect(html).toContain(`<script type="module">${PAINT_FIRST_SCRIPT}</script>`);
    expect(response.headers['content-security-policy']).toContain(PAINT_FIRST_SOURCE);
    // The stylesheet still blocks the first paint; the brand's font comes with it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/dm-sans-latin-wght-normal-abc.woff2">',
    );
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('draws a signed-in page for the session’s user, with the answers its API calls had', async () => {
    const student = await signedIn('student');
    const response = await get('/dashboard', { cookie: `${student.cookie}; lp_theme=dark` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(drawnOf(html)).toMatchObject({
      user: 'student@demo.edu',
      csrfToken: student.csrfToken,
      mode: 'dark',
      // The render called the API in process as this visitor, and nowhere else.
      dashboardStatus: 200,
      elsewhere: 'Not an API path: https://api.elsewhere.example/api/v1/dashboard',
    });
    const state = pageStateOf(html);
    expect(state.session).toMatchObject({
      user: { email: 'student@demo.edu', roles: ['student'] },
      csrfToken: student.csrfToken,
    });
    // The answer the page was drawn with is the API's answer to the student, handed over once.
    const dashboard = await student.call('GET', '/api/v1/dashboard');
    expect(state.hydration?.loaderData).toEqual({
      dashboard: { '/dashboard': dashboard.body.data },
    });
    expect(state.hydration?.mode).toBe('dark');
    expect(html.match(new RegExp(`id="${PAGE_STATE_ID}"`, 'g'))).toHaveLength(1);
    // The route's files and their shared chunk, not React again (the entry has it).
    expect(state.start?.modules).toEqual([
      '/assets/react-vendor-abc.js',
      '/assets/dashboard-screen-abc.js',
      '/assets/learning-abc.js',
      '/assets/learner-home.loaders-abc.js',
    ]);
    expect(html).toMatch(/<html lang="en"[^>]* class="dark">/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a signed-in page for a signed-out visitor with the router’s redirect', async () => {
    for (const cookie of ['', 'lp_session=forged']) {
      const response = await get('/dashboard', { cookie });
      expect(response.statusCode, cookie).toBe(302);
      expect(response.headers.location, cookie).toBe('/auth/login');
      expect(response.headers['cache-control'], cookie).toBe('no-store');
      expect([response.headers['set-cookie'] ?? []].flat(), cookie).toEqual([]);
      expect(response.body, cookie).not.toContain(PAGE_STATE_ID);
    }
  });

  it('follows a redirect of the app’s within the site only', async () => {
    const local = await get('/moved?to=/calendar');
    expect(local.statusCode).toBe(302);
    expect(local.headers.location).toBe('/calendar');
    for (const to of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      const response = await get(`/moved?to=${encodeURIComponent(to)}`);
      expect(response.statusCode, to).toBe(200);
      expect(response.headers.location, to).toBeUndefined();
      expectDrawnByTheBrowser(response.body, to);
    }
  });

  it('answers with the render’s status, leaving an error page for the browser to draw', async () => {
    const teacher = await signedIn('teacher');
    const response = await get('/admin/users', { cookie: teacher.cookie! });
    expect(response.statusCode).toBe(403);
    expectDrawnByTheBrowser(response.body, '/admin/users');
    // The page still knows its session and has the route's code on its way.
    expect(pageStateOf(response.body).session).toMatchObject({
      user: { email: 'teacher@demo.edu' },
    });
    expect(preloadedIn(response.body)).toEqual([
      '/assets/react-vendor-abc.js',
      '/assets/users-screen-abc.js',
    ]);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends the page for the browser to draw when the render fails, says nothing sensible or takes too long', async () => {
    logs.length = 0;
    const started = performance.now();
    for (const url of ['/auth/register', '/auth/forgot-password', '/slow']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expectDrawnByTheBrowser(response.body, url);
      expect(pageStateOf(response.body).session, url).toBeNull();
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
    // A failure is logged (the render's error and the time-out), never shown.
    const warnings = logs.map(
      (line) => JSON.parse(line) as { msg: string; err?: { message: string } },
    );
    expect(
      warnings.filter((entry) => entry.msg === 'page not rendered on the server'),
    ).toHaveLength(2);
    expect(warnings.map((entry) => entry.err?.message)).toContain('render failed');
  });

  it('runs a form sent before the app started through the route’s action: the message, and never the password', async () => {
    const response = await postForm(
      '/auth/login',
      'email=student%40demo.edu&password=Wrong-password-1',
      { origin: 'http://app.test' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { form, method } = drawnOf(response.body);
    expect(method).toBe('POST');
    expect(form).toBe('email=student%40demo.edu&password=Wrong-password-1');
    const state = pageStateOf(response.body);
    expect(state.session).toBeNull();
    expect(state.hydration?.actionData).toEqual({
      login: { error: expect.any(String), values: { email: 'student@demo.edu' } },
    });
    expect(JSON.stringify(state)).not.toContain('Wrong-password-1');
  });

  it('signs in by a form sent before the app started: the action’s redirect carries the session cookie', async () => {
    const response = await postForm(
      '/auth/login',
      `email=student%40demo.edu&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      { origin: 'http://app.test' },
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
    expect(response.headers['cache-control']).toBe('no-store');
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    const session = setCookie.find((cookie) => cookie.startsWith('lp_session='));
    expect(session).toMatch(/HttpOnly/i);
    // The cookie is a session: the page it redirects to is the student's.
    const dashboard = await get('/dashboard', { cookie: session!.split(';')[0]! });
    expect(dashboard.statusCode).toBe(200);
    expect(pageStateOf(dashboard.body).session).toMatchObject({
      user: { email: 'student@demo.edu' },
    });
  });

  it('passes the form’s origin on to the API, which refuses one from elsewhere', async () => {
    const response = await postForm(
      '/auth/login',
      `email=student%40demo.edu&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(pageStateOf(response.body).hydration?.actionData).toEqual({
      login: {
        error: 'Requests from this origin are not allowed.',
        values: { email: 'student@demo.edu' },
      },
    });
  });

  it('answers a POST it cannot render with the page again (303), never a 404', async () => {
    // The render fails.
    const failed = await postForm('/auth/register', 'email=a%40b.edu');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/auth/register');
    // Not a form.
    const json = await server.app.inject({
      method: 'POST',
      url: '/auth/login?x=1',
      headers: { host: 'app.test', 'content-type': 'application/json' },
      payload: { email: 'a@b.edu' },
    });
    expect(json.statusCode).toBe(303);
    expect(json.headers.location).toBe('/auth/login?x=1');
    const text = await postForm('/auth/login', 'email=a%40b.edu&password=x', {
      'content-type': 'text/plain',
    });
    expect(text.statusCode).toBe(303);
    expect(text.headers.location).toBe('/auth/login');
    // A file or the API is no page: no form goes there.
    expect((await postForm('/assets/index-abc.js', 'a=1')).statusCode).toBe(404);
    expect((await postForm('/api/v1/unknown', 'a=1')).statusCode).toBe(404);
  });

  it('takes a page’s small forms only, and the API none', async () => {
    // Past the server's body limit (100 kB). app-static.ts means pages to take 16 kB at most
    // (PAGE_FORM_LIMIT_BYTES), but Fastify 5 applies the route's limit, not the parser's.
    const large = await postForm('/auth/login', `email=${'a'.repeat(101 * 1024)}`);
    expect(large.statusCode).toBe(413);
    expect(large.body).not.toContain(PAGE_STATE_ID);
    // The API reads JSON: a form sent to it signs no one in.
    const api = await postForm(
      '/api/v1/auth/login',
      `email=student%40demo.edu&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    );
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ message: 'Request body must be a JSON object' });
    expect(api.headers['set-cookie']).toBeUndefined();
  });

  it('draws a HEAD as its GET', async () => {
    const response = await fetch(`${server.baseUrl}/auth/login`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const redirect = await fetch(`${server.baseUrl}/dashboard`, {
      method: 'HEAD',
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth/login');
  });

  it('writes a brand of inline colours into every page, and nothing can close its element', async () => {
    // Northbridge's seeded brand is three colours (no built-in palette).
    for (const url of ['/auth/login', '/auth/register']) {
      const html = (await get(url, { host: 'northbridge.example.edu' })).body;
      expect(html, url).toContain(
        '<style id="lp-brand-theme">:root{--brand:#1E40AF}\\3c /style>\\3c script>alert(1)\\3c /script></style>',
      );
    }
    // A built-in brand is the stylesheet's: no element.
    expect((await get('/auth/login')).body).not.toContain('lp-brand-theme');
  });
});

describe('the language a page is drawn in (issue 34)', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lp-app-locale-'));
    const distDir = join(root, 'dist');
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(join(distDir, MANIFEST_FILE), JSON.stringify(MANIFEST));
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
    server = await startTestServer({ appDistDir: distDir });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'app.test', ...headers },
    });
    const html = response.body;
    return {
      html: /<html[^>]*>/.exec(html)?.[0],
      state: pageStateOf(html).locale,
      rendered: drawnOf(html)?.locale,
      vary: response.headers.vary,
    };
  };

  it.each([
    ['es-ES,es;q=0.9,en;q=0.5', 'es', 'ltr'],
    ['ar-EG,ar;q=0.9', 'ar', 'rtl'],
    ['fr-FR, de;q=0.8', 'en', 'ltr'],
    [undefined, 'en', 'ltr'],
  ])(
    'draws a visitor’s page in the best match of Accept-Language %s',
    async (accept, lang, dir) => {
      const drawn = await page('/auth/login', accept ? { 'accept-language': accept } : {});
      expect(drawn.html).toBe(`<html lang="${lang}" dir="${dir}" data-lp-brand="default">`);
      expect(drawn.state).toBe(lang);
      expect(drawn.rendered).toBe(lang);
      expect(drawn.vary).toContain('accept-language');
    },
  );

  it('draws a signed-in person’s pages in the language they chose, whatever the browser asks', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.signIn('teacher@demo.edu', DEMO_PASSWORD);
    const saved = await visitor.call('PUT', '/api/v1/account/preferences', {
      json: { locale: 'ar' },
    });
    expect(saved.status).toBe(200);
    const drawn = await page('/dashboard', {
      cookie: visitor.cookie ?? '',
      'accept-language': 'es',
    });
    expect(drawn.html).toContain('lang="ar" dir="rtl"');
    expect(drawn.rendered).toBe('ar');
  });

  it('offers only the university’s languages, and the testing pseudo-locale outside production', async () => {
    await server.app.db
      .updateTable('universities')
      .set({ locales: JSON.stringify(['en', 'es']), default_locale: 'es' })
      .where('id', '=', 'univ-default')
      .execute();
    try {
      expect((await page('/auth/login', { 'accept-language': 'ar' })).state).toBe('es');
      expect((await page('/auth/login', { 'accept-language': 'en-US' })).state).toBe('en');
      expect((await page('/auth/login', { 'accept-language': 'en-XA' })).state).toBe('en-XA');
    } finally {
      await server.app.db
        .updateTable('universities')
        .set({ locales: JSON.stringify(['en', 'es', 'ar']), default_locale: 'en' })
        .where('id', '=', 'univ-default')
        .execute();
    }
  });
});

describe('the render module', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'lp-render-module-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Writes the module file with a modification time of its own (seconds since 2026). */
  function write(file: string, source: string, second: number) {
    writeFileSync(file, source);
    const time = new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    utimesSync(file, time, time);
  }
  const version = async (source: () => Promise<PageRenderModule | null>) => {
    const module = await source();
    if (!module) return null;
    const result = await module.renderPage({} as never);
    return result.kind === 'redirect' ? result.location : null;
  };
  const moduleSaying = (location: string) =>
    `export async function renderPage() { return { kind: 'redirect', status: 302, location: '${location}' }; }`;

  it('is read again when it changes, except in production', async () => {
    const file = join(folder, 'entry-server.js');
    write(file, moduleSaying('/one'), 1);
    const development = renderModuleSource(file, false);
    const production = renderModuleSource(file, true);
    expect(await version(development)).toBe('/one');
    expect(await version(production)).toBe('/one');
    write(file, moduleSaying('/two'), 2);
    expect(await version(development)).toBe('/two');
    expect(await version(production)).toBe('/one');
    // Unchanged, it is the same module (imported once).
    expect(await development()).toBe(await development());
  });

  it('is none without a file, or with one that does not load or has no renderPage', async () => {
    expect(await renderModuleSource(join(folder, 'missing.js'), false)()).toBeNull();
    const broken = join(folder, 'broken.js');
    write(broken, 'export const = ;', 3);
    expect(await renderModuleSource(broken, false)()).toBeNull();
    const other = join(folder, 'other.js');
    write(other, 'export const renderPage = "not a function";', 4);
    expect(await renderModuleSource(other, false)()).toBeNull();
  });
});

describe('the brand’s style element', () => {
  const inline = { primary: '#1E40AF', secondary: '#60A5FA', accent: '#F59E0B' };

  it('is written once per brand by the render module, and empty for a built-in brand', () => {
    let calls = 0;
    const renderer = {
      renderPage: () => Promise.reject(new Error('unused')),
      brandStyle: () => `:root{--call:${(calls += 1)}}`,
    } satisfies PageRenderModule;
    const brand = { ...inline, primary: '#123456' };
    const first = brandStyleElement(renderer, { defaultBrand: brand });
    expect(first).toBe('<style id="lp-brand-theme">:root{--call:1}</style>\n  ');
    expect(brandStyleElement(renderer, { defaultBrand: { ...brand } })).toBe(first);
    expect(calls).toBe(1);
    expect(brandStyleElement(renderer, { defaultBrand: 'ocean-blue' })).toBe('');
    expect(brandStyleElement(null, { defaultBrand: inline })).toBe('');
  });

  it('is empty when the module’s brand style fails: the browser’s engine derives it', () => {
    const renderer = {
      renderPage: () => Promise.reject(new Error('unused')),
      brandStyle: () => {
        throw new Error('no colours');
      },
    } satisfies PageRenderModule;
    expect(brandStyleElement(renderer, { defaultBrand: { ...inline, accent: '#000001' } })).toBe(
      '',
    );
  });
});

describe('an API the page’s request can speak for', () => {
  it('is one under this origin’s paths only', () => {
    expect(isSameOriginApi('/api/v1')).toBe(true);
    expect(isSameOriginApi('//api.example.edu/api/v1')).toBe(false);
    expect(isSameOriginApi('https://api.example.edu/api/v1')).toBe(false);
  });
});
