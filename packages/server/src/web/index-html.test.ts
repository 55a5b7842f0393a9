import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_STATE_ID, type PageHydration, type PageSession, type PageState } from '@lp/contract';
import { deploymentConfigSchema, type DeploymentConfigResponse } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { createUniversityRepository } from '../tenancy/university-repository';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { pageEncoding } from './app-static';
import {
  jsonForScriptElement,
  modulePreloadLinks,
  renderIndexHtml,
  splitIndexHtml,
} from './index-html';
import { PAINT_FIRST_SCRIPT, PAINT_FIRST_SOURCE, startAfterPaintScript } from './paint-first';

/** The shape of Vite's build of packages/app/index.html. */
const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Learning Platform</title>
    <!-- Static hosting: read before the first render,
         fetched alongside the scripts. -->
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const STATE_ELEMENT = new RegExp(
  `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
  'g',
);
const HOSTILE_NAME = '</script><script>alert(1)</script> & <!-- \u2028 -->';

/** The page's one state element, read as the browser reads it. */
function pageStateOf(html: string): PageState {
  const states = [...html.matchAll(STATE_ELEMENT)].map((match) => JSON.parse(match[1] ?? ''));
  expect(states).toHaveLength(1);
  return states[0] as PageState;
}
function embeddedConfigOf(html: string): DeploymentConfigResponse {
  return deploymentConfigSchema.parse(pageStateOf(html).config);
}
/** The modules a page preloads in its HTML (not those its start script adds after the paint). */
const preloadedIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const brandAttributeOf = (html: string) => /<html\b[^>]*\bdata-lp-brand="([^"]*)"/.exec(html)?.[1];

const config: DeploymentConfigResponse = {
  apiBaseUrl: '/api/v1',
  productName: 'Northfield Learn',
  defaultBrand: 'ocean-blue',
  sections: { learning: true, careerHub: false, social: true, admin: true },
  university: { id: 'univ-1', slug: 'northfield', name: 'Northfield' },
};

describe('the page for a university', () => {
  const template = splitIndexHtml(BUILT_INDEX_HTML)!;

  it('carries the config as inert JSON, the product name as title and a built-in brand on <html>', () => {
    const html = renderIndexHtml(template, config);
    // The one state element: the config alone when the server cannot tell the session.
    expect(pageStateOf(html)).toEqual({ config, locale: 'en' });
    expect(embeddedConfigOf(html)).toEqual(config);
    expect(titleOf(html)).toBe('Northfield Learn');
    expect(brandAttributeOf(html)).toBe('ocean-blue');
    expect(html).toContain('<html lang="en" dir="ltr" data-lp-brand="ocean-blue">');
    // A page the app did not render loads its scripts as Vite wrote them.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(preloadedIn(html)).toEqual(['/assets/react-vendor-abc.js']);
    expect(html).not.toContain(PAINT_FIRST_SCRIPT);
    expect(rootOf(html)).toBe('');
    expect(html).not.toContain('/config.json');
    expect(html).not.toContain('Static hosting');
  });

  it('keeps a product name that would end the script element as data', () => {
    const html = renderIndexHtml(template, { ...config, productName: HOSTILE_NAME });
    expect(embeddedConfigOf(html).productName).toBe(HOSTILE_NAME);
    expect(html.match(/<script/g)).toHaveLength(2); // the config and the app's entry, no third
    expect(html).not.toContain('alert(1)</script>');
    expect(titleOf(html)).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- \u2028 --&gt;',
    );
  });

  it('writes <, >, & and the line separators as escapes JSON reads back', () => {
    const json = jsonForScriptElement({ text: '</script>&<!--\u2028\u2029' });
    expect(json).toBe('{"text":"\\u003c/script\\u003e\\u0026\\u003c!--\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual({ text: '</script>&<!--\u2028\u2029' });
  });

  it('leaves <html> alone for inline colours and for an id that is no built-in brand', () => {
    const inline = { primary: '#1E40AF', secondary: '#60A5FA', accent: '#F59E0B' };
    for (const defaultBrand of [inline, 'not-a-brand', '"><script>']) {
      const html = renderIndexHtml(template, { ...config, defaultBrand });
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(brandAttributeOf(html)).toBeUndefined();
    }
  });

  it('cannot write into a file without <html> or </head>, which is then served as built', () => {
    expect(splitIndexHtml('<!doctype html><title>App</title>')).toBeNull();
    expect(splitIndexHtml('<html><body></body></html>')).toBeNull();
  });

  it('puts no title in a file that has none', () => {
    const html = renderIndexHtml(
      splitIndexHtml('<html><head></head><body></body></html>')!,
      config,
    );
    expect(html).not.toContain('<title>');
    expect(embeddedConfigOf(html)).toEqual(config);
  });

  const student: PageSession = {
    user: { email: 'student@demo.edu', firstName: 'Sam', lastName: 'Student', roles: ['student'] },
    csrfToken: 'csrf-of-the-session',
  };
  const hydration: PageHydration = {
    loaderData: { '0-1-0-2': { '/dashboard': { welcome: 'Hello' }, '/courses/all': [] } },
    actionData: null,
    lazyComponents: ['app/signed-in-shell'],
    playerLayout: 'desktop',
    mode: 'light',
    now: 1_767_600_000_000,
    messages: [],
  };

  it('says whose session the page was served for: someone’s, no one’s, or (absent) unknown', () => {
    expect(pageStateOf(renderIndexHtml(template, config, { session: student }))).toEqual({
      config,
      locale: 'en',
      session: student,
    });
    expect(pageStateOf(renderIndexHtml(template, config, { session: null }))).toEqual({
      config,
      locale: 'en',
      session: null,
    });
    expect(pageStateOf(renderIndexHtml(template, config, {}))).not.toHaveProperty('session');
  });

  it('draws a rendered page into #root, which paints before its scripts start', () => {
    const html = renderIndexHtml(template, config, {
      headExtra: '<style id="lp-brand-theme">:root{}</style>\n  ',
      mode: 'dark',
      session: student,
      rendered: { html: '<main><h1>Your Learning Hub</h1></main>', hydration },
      routeFiles: ['assets/dashboard-screen-abc.js', 'assets/learner-home.loaders-abc.js'],
    });
    expect(rootOf(html)).toBe('<main><h1>Your Learning Hub</h1></main>');
    expect(html).toMatch(/<html lang="en" dir="ltr" data-lp-brand="ocean-blue" class="dark">/);
    // Its state: the config, the session, what it hydrates with and what to start after the
    // first paint: the entry, then the entry's preloads and the route's files.
    expect(pageStateOf(html)).toEqual({
      config,
      locale: 'en',
      session: student,
      hydration,
      start: {
        entry: '/assets/index-abc.js',
        modules: [
          '/assets/react-vendor-abc.js',
          '/assets/dashboard-screen-abc.js',
          '/assets/learner-home.loaders-abc.js',
        ],
      },
    });
    // No script of Vite's and no module preload: the inline start script alone asks for them.
    expect(html).not.toContain('<script type="module" crossorigin');
    expect(preloadedIn(html)).toEqual([]);
    expect(html).toContain(startAfterPaintScript());
    expect(html.match(/<script/g)).toHaveLength(2); // the state and the start script
    // The stylesheet still comes first; the head's extra before the state the script reads.
    const at = (text: string) => html.indexOf(text);
    expect(at('rel="stylesheet"')).toBeGreaterThan(-1);
    expect(at('rel="stylesheet"')).toBeLessThan(at('lp-brand-theme'));
    expect(at('lp-brand-theme')).toBeLessThan(at(`id="${PAGE_STATE_ID}"`));
    expect(at(`id="${PAGE_STATE_ID}"`)).toBeLessThan(at('</head>'));
  });

  it('preloads the route’s files beside Vite’s when the app did not render the page', () => {
    const html = renderIndexHtml(template, config, {
      session: null,
      routeFiles: ['assets/login-screen-abc.js'],
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(preloadedIn(html)).toEqual([
      '/assets/react-vendor-abc.js',
      '/assets/login-screen-abc.js',
    ]);
    expect(pageStateOf(html)).toEqual({ config, locale: 'en', session: null });
    expect(modulePreloadLinks(['assets/a.js', 'assets/b.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n  ' +
        '<link rel="modulepreload" crossorigin href="/assets/b.js">\n  ',
    );
  });

  it('sends a rendered page for the browser to draw when the file has no place for it', () => {
    const rendered = { html: '<h1>Welcome Back</h1>', hydration };
    for (const built of [
      // No empty root to draw into.
      BUILT_INDEX_HTML.replace('<div id="root"></div>', '<div id="root">Loading</div>'),
      // No entry script of Vite's form to start after the paint.
      BUILT_INDEX_HTML.replace(
        ' crossorigin src="/assets/index-abc.js"',
        ' src="/assets/index-abc.js"',
      ),
    ]) {
      const html = renderIndexHtml(splitIndexHtml(built)!, config, {
        session: null,
        rendered,
        routeFiles: ['assets/login-screen-abc.js'],
      });
      expect(html).not.toContain('<h1>Welcome Back</h1>');
      expect(html).not.toContain(PAINT_FIRST_SCRIPT);
      expect(pageStateOf(html)).toEqual({ config, locale: 'en', session: null });
      expect(preloadedIn(html)).toContain('/assets/login-screen-abc.js');
    }
  });

  it('keeps what a user typed into their name, and a page’s data, as data', () => {
    const hostileUser = { ...student.user, firstName: HOSTILE_NAME, lastName: '<!--' };
    const hostileData = {
      ...hydration,
      loaderData: { route: { '/dashboard': { title: HOSTILE_NAME } } },
    };
    const html = renderIndexHtml(template, config, {
      session: { ...student, user: hostileUser },
      rendered: { html: '<p>drawn</p>', hydration: hostileData },
    });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    const state = pageStateOf(html);
    expect(state.session?.user).toEqual(hostileUser);
    expect(state.hydration).toEqual(hostileData);
  });

  it('splits the built file once: where the page goes, and what starts after its paint', () => {
    expect(template.rootAt).toBe(
      template.rest.indexOf('<div id="root">') + '<div id="root">'.length,
    );
    expect(template.paintFirst).toEqual({
      afterTitle: expect.not.stringContaining('<script') as unknown as string,
      entry: '/assets/index-abc.js',
      modules: ['/assets/react-vendor-abc.js'],
    });
    expect(template.paintFirst!.afterTitle).toContain('rel="stylesheet"');
    expect(template.paintFirst!.afterTitle).not.toContain('modulepreload');
    // A file without a title has no head after it to split.
    expect(splitIndexHtml('<html><head></head><body></body></html>')!.paintFirst).toBeNull();
  });

  it('is a few string concatenations per request', () => {
    // Printed for docs/benchmarks.md; asserted only to have run, never on time.
    const pages = 20_000;
    const started = performance.now();
    let bytes = 0;
    for (let i = 0; i < pages; i++) bytes += renderIndexHtml(template, config).length;
    const microseconds = ((performance.now() - started) * 1000) / pages;
    console.info(`renderIndexHtml: ${microseconds.toFixed(2)} µs a page (${bytes / pages} bytes)`);
    expect(bytes).toBeGreaterThan(BUILT_INDEX_HTML.length);
  });
});

describe('the encoding of a page', () => {
  it('is brotli when accepted, else gzip, else none; a q of 0 refuses one', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

describe('pages served for the host’s university', () => {
  let server: TestServer;
  let distDir: string;
  const atHost = (host: string, url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'lp-dist-pages-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log("app")');
    server = await startTestServer({ appDistDir: distDir });
    const { db } = server.app;
    // Riverside College (suspended in the samples) gets a host, as a deployment would give it.
    await db
      .updateTable('universities')
      .set({ domain: 'riverside.example.edu' })
      .where('id', '=', 'univ-riverside')
      .execute();
    // Lakeside publishes a built-in brand by id, as a saved palette that is one does.
    await db
      .updateTable('universities')
      .set({ brand_id: 'forest-green' })
      .where('id', '=', 'univ-lakeside')
      .execute();
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('gives the default university’s page its config, title and brand, as /config.json has them', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/dashboard',
      '/course/course-1/lesson/lesson-1-2?x=1',
    ]) {
      const page = await atHost('app.test', url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain(
        `script-src 'self' ${PAINT_FIRST_SOURCE};`,
      );
      const embedded = embeddedConfigOf(page.body);
      expect(embedded).toEqual((await atHost('app.test', '/config.json')).json());
      expect(embedded).toMatchObject({ productName: 'Learning Platform', defaultBrand: 'default' });
      expect(titleOf(page.body)).toBe('Learning Platform');
      expect(brandAttributeOf(page.body)).toBe('default');
      // The server asked its API: no one is signed in. Without a render module the browser
      // draws the page, with Vite's scripts.
      expect(pageStateOf(page.body)).toEqual({ config: embedded, locale: 'en', session: null });
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(rootOf(page.body)).toBe('');
    }
  });

  it('says whose session a page is for, and keeps a signed-in page from shared caches', async () => {
    const student = new Visitor(server.baseUrl);
    const signIn = await student.signIn('student@demo.edu', DEMO_PASSWORD);
    expect(signIn.status).toBe(200);
    const page = await atHost('app.test', '/dashboard', { cookie: student.cookie! });
    expect(page.statusCode).toBe(200);
    expect(pageStateOf(page.body).session).toEqual({
      user: {
        email: 'student@demo.edu',
        firstName: signIn.body.data.firstName,
        lastName: signIn.body.data.lastName,
        roles: signIn.body.data.roles,
        colorMode: 'system',
      },
      csrfToken: signIn.body.data.csrfToken,
    });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toBe('accept-encoding, accept-language, cookie');
    // A session the server does not know is no one's.
    const forged = await atHost('app.test', '/dashboard', { cookie: 'lp_session=forged' });
    expect(pageStateOf(forged.body).session).toBeNull();
    expect(forged.headers['cache-control']).toBe('no-cache');
    expect(forged.body).not.toContain('student@demo.edu');
    // Signed out, the same cookie is no one's again.
    await student.call('POST', '/api/v1/auth/logout');
    const after = await atHost('app.test', '/dashboard', {
      cookie: signIn.headers.get('set-cookie')!.split(';')[0]!,
    });
    expect(pageStateOf(after.body).session).toBeNull();
  });

  it('answers a page’s HEAD as its GET, and a form it cannot render with the page again', async () => {
    const head = await fetch(`${server.baseUrl}/auth/login`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
    // No render module: the form goes nowhere, and the browser loads the page (and its script).
    const form = await server.app.inject({
      method: 'POST',
      url: '/auth/login?from=form',
      headers: { host: 'app.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=student%40demo.edu&password=x',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/auth/login?from=form');
  });

  it('gives each university’s host its own config: inline colours and a brand by id', async () => {
    const northbridge = await atHost('northbridge.example.edu', '/auth/login');
    expect(embeddedConfigOf(northbridge.body)).toMatchObject({
      productName: 'Northbridge Learn',
      defaultBrand: { primary: '#1E40AF' },
      university: { slug: 'northbridge-university' },
    });
    expect(titleOf(northbridge.body)).toBe('Northbridge Learn');
    expect(brandAttributeOf(northbridge.body)).toBeUndefined(); // the engine derives it

    const lakeside = await atHost('lakeside.example.edu', '/dashboard');
    expect(embeddedConfigOf(lakeside.body)).toMatchObject({
      productName: 'Lakeside Online',
      defaultBrand: 'forest-green',
    });
    expect(titleOf(lakeside.body)).toBe('Lakeside Online');
    expect(brandAttributeOf(lakeside.body)).toBe('forest-green');
  });

  /** Runs `check` while Lakeside's product name is `name`, then restores its branding. */
  async function withLakesideName(name: string, check: () => Promise<void>) {
    const { db } = server.app;
    const row = await createUniversityRepository(db).byId('univ-lakeside');
    const setBranding = (branding: object) =>
      db
        .updateTable('universities')
        .set({ branding: JSON.stringify(branding) })
        .where('id', '=', 'univ-lakeside')
        .execute();
    await setBranding({ ...row!.branding, name });
    try {
      await check();
    } finally {
      await setBranding(row!.branding);
    }
  }

  it('keeps a hostile product name as data in the page', async () => {
    await withLakesideName(HOSTILE_NAME, async () => {
      const page = await atHost('lakeside.example.edu', '/dashboard');
      expect(embeddedConfigOf(page.body).productName).toBe(HOSTILE_NAME);
      expect(page.body.match(/<script/g)).toHaveLength(2);
      expect(titleOf(page.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    });
  });

  it('compresses a page over 1 kB (the threshold of every answer) for a browser that accepts it', async () => {
    const small = await atHost('lakeside.example.edu', '/dashboard', { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const longName = 'Lakeside Online Learning for Everyone '.repeat(8).trim();
    await withLakesideName(longName, async () => {
      const page = await atHost('lakeside.example.edu', '/dashboard', { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(page.rawPayload).toString('utf8');
      expect(html.length).toBeGreaterThan(1024);
      expect(embeddedConfigOf(html).productName).toBe(longName);
      const gzipped = await atHost('lakeside.example.edu', '/', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(embeddedConfigOf(gunzipSync(gzipped.rawPayload).toString('utf8'))).toMatchObject({
        productName: longName,
      });
    });
  });

  it('leaves the app’s files, /config.json and the API as they were', async () => {
    const script = await atHost('northbridge.example.edu', '/assets/index-abc.js');
    expect(script.body).toBe('console.log("app")');
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await atHost('northbridge.example.edu', '/assets/missing.js')).statusCode).toBe(404);
    const config = await atHost('northbridge.example.edu', '/config.json');
    expect(config.json()).toMatchObject({ productName: 'Northbridge Learn' });
    const health = await atHost('northbridge.example.edu', '/api/v1/health');
    expect(health.statusCode).toBe(200);
    expect(health.body).not.toContain(PAGE_STATE_ID);
    const unknown = await atHost('northbridge.example.edu', '/api/v1/unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Not found' });
  });

  it('still answers a suspended university’s pages with its notice, not the app', async () => {
    const page = await atHost('riverside.example.edu', '/dashboard');
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain(PAGE_STATE_ID);
    expect(page.body).not.toContain('/assets/index-abc.js');
  });
});
