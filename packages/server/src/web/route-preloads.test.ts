import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import {
  dataPathsFor,
  matchesPattern,
  pageTarget,
  modulePreloadLinks,
  parseRoutePreloads,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from './route-preloads';

/** The shape packages/app/build/route-preloads.ts writes. */
const PRELOADS: RoutePreloads = {
  routes: [
    { path: '/auth/login', access: 'public-only', files: ['assets/login-screen-a1.js'], data: [] },
    {
      path: '/dashboard',
      access: 'signed-in',
      files: ['assets/api-b2.js', 'assets/dashboard-screen-c3.js'],
      data: ['/dashboard', '/courses/all'],
    },
    {
      path: '/course/:courseId/lesson/:lessonId',
      access: 'signed-in',
      files: ['assets/lesson-player-screen-d4.js'],
      data: ['/courses/:courseId'],
    },
  ],
  redirects: [{ from: '/', to: '/dashboard' }],
  signInPath: '/auth/login',
  signedInHome: '/dashboard',
};

describe('route patterns', () => {
  it('matches like the router: a parameter is one segment, case and a trailing slash do not matter', () => {
    const lesson = '/course/:courseId/lesson/:lessonId';
    expect(matchesPattern(lesson, '/course/course-1/lesson/lesson-1-2')).toBe(true);
    expect(matchesPattern(lesson, '/Course/c/Lesson/l/')).toBe(true);
    expect(matchesPattern(lesson, '/course/course-1/lesson')).toBe(false);
    expect(matchesPattern(lesson, '/course/course-1/lesson/l/extra')).toBe(false);
    expect(matchesPattern('/dashboard', '/dashboards')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/dashboard')).toBe(false);
  });
});

/** The files a page preloads: those of the page the visitor will see (its target's route). */
const preloadFilesFor = (preloads: RoutePreloads, pathname: string, signedIn: boolean) =>
  pageTarget(preloads, pathname, signedIn)?.route.files ?? [];

describe('the files a page preloads', () => {
  it('are its route’s, for the visitor the route is for', () => {
    expect(preloadFilesFor(PRELOADS, '/dashboard', true)).toEqual(PRELOADS.routes[1]?.files);
    expect(preloadFilesFor(PRELOADS, '/course/course-1/lesson/lesson-1-2', true)).toEqual([
      'assets/lesson-player-screen-d4.js',
    ]);
    expect(preloadFilesFor(PRELOADS, '/auth/login', false)).toEqual(['assets/login-screen-a1.js']);
  });

  it('are those of the page the visitor is sent on to', () => {
    // Signed out on a signed-in page: the sign-in page shows.
    expect(preloadFilesFor(PRELOADS, '/dashboard', false)).toEqual(['assets/login-screen-a1.js']);
    // Signed in on the sign-in page: the home page shows.
    expect(preloadFilesFor(PRELOADS, '/auth/login', true)).toEqual(PRELOADS.routes[1]?.files);
    // A redirect of the route table.
    expect(preloadFilesFor(PRELOADS, '/', true)).toEqual(PRELOADS.routes[1]?.files);
  });

  it('are none for an address no route has', () => {
    expect(preloadFilesFor(PRELOADS, '/no/such/page', true)).toEqual([]);
  });

  it('become modulepreload links, like Vite’s own', () => {
    expect(modulePreloadLinks(['assets/a-1.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">\n  ',
    );
    expect(modulePreloadLinks([])).toBe('');
  });
});

describe('the answers a page carries', () => {
  const dataAt = (pathname: string, signedIn = true) => {
    const target = pageTarget(PRELOADS, pathname, signedIn);
    return target ? dataPathsFor(target) : [];
  };

  it('are its loader’s paths with the address’s parameters, encoded as the client encodes them', () => {
    expect(dataAt('/course/course-1/lesson/lesson-1-2')).toEqual(['/courses/course-1']);
    expect(dataAt('/course/a%20b/lesson/l')).toEqual(['/courses/a%20b']);
    expect(dataAt('/course/a b/lesson/l')).toEqual(['/courses/a%20b']);
    expect(dataAt('/course/%C3%A9/lesson/l')).toEqual(['/courses/%C3%A9']);
    expect(dataAt('/')).toEqual(['/dashboard', '/courses/all']);
  });

  it('are none for an address that is not valid percent-encoding, or a page without data', () => {
    expect(dataAt('/course/%E0%A4%A/lesson/l')).toEqual([]);
    expect(dataAt('/auth/login', false)).toEqual([]);
    expect(dataAt('/dashboard', false)).toEqual([]); // sent to sign in
  });
});

describe('the build’s file', () => {
  it('is read when it has the shape the build writes', () => {
    expect(parseRoutePreloads(JSON.parse(JSON.stringify(PRELOADS)))).toEqual(PRELOADS);
  });

  it('is refused when anything in it could put markup into a page or is missing', () => {
    const withFile = (file: string) => ({
      ...PRELOADS,
      routes: [{ path: '/x', access: 'signed-in', files: [file], data: [] }],
    });
    expect(parseRoutePreloads(withFile('assets/"><script>alert(1)</script>.js'))).toBeNull();
    expect(parseRoutePreloads(withFile('https://elsewhere.example/x.js'))).toBeNull();
    expect(parseRoutePreloads(withFile('assets/../secret.js'))).toBeNull();
    expect(parseRoutePreloads({ ...PRELOADS, routes: [{ path: '/x', files: [] }] })).toBeNull();
    expect(parseRoutePreloads({ ...PRELOADS, signInPath: 1 })).toBeNull();
    const withData = (data: unknown) => ({
      ...PRELOADS,
      routes: [{ path: '/x', access: 'signed-in', files: [], data }],
    });
    expect(parseRoutePreloads(withData(['/courses/:courseId']))).not.toBeNull();
    expect(parseRoutePreloads(withData(['https://elsewhere.example/x']))).toBeNull();
    expect(parseRoutePreloads(withData(['/courses/../admin']))).toBeNull();
    expect(parseRoutePreloads(withData(['/x?y=1']))).toBeNull();
    expect(parseRoutePreloads(withData('/x'))).toBeNull();
    expect(parseRoutePreloads({ routes: [] })).toBeNull();
    expect(parseRoutePreloads(null)).toBeNull();
  });
});

describe('pages served with their route’s preloads', () => {
  let server: TestServer;
  let distDir: string;
  const linksOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'lp-dist-preloads-'));
    mkdirSync(join(distDir, 'assets'));
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>App</title></head><body></body></html>',
    );
    writeFileSync(join(distDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
    server = await startTestServer({ appDistDir: distDir });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('names the signed-in page’s chunks for a visitor with a session, sign-in’s for one without', async () => {
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/dashboard?tab=1',
      cookies: { lp_session: 'any' },
    });
    expect(linksOf(signedIn.body)).toEqual(['/assets/api-b2.js', '/assets/dashboard-screen-c3.js']);
    // They come before the config, inside <head>.
    expect(signedIn.body.indexOf('modulepreload')).toBeLessThan(signedIn.body.indexOf('</head>'));

    const signedOut = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect(linksOf(signedOut.body)).toEqual(['/assets/login-screen-a1.js']);
  });

  it('serves a page without preloads when the file is not the build’s shape', async () => {
    const file = join(distDir, ROUTE_PRELOADS_FILE);
    writeFileSync(file, '{"routes": "truncated');
    // A later modification time, whatever the clock's resolution: the server reads it again.
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const page = await server.app.inject({ method: 'GET', url: '/auth/login' });
    expect(page.statusCode).toBe(200);
    expect(linksOf(page.body)).toEqual([]);
    expect(page.body).toContain('<title>');
  });
});

describe('pages served in the visitor’s colour mode', () => {
  let server: TestServer;
  let distDir: string;
  const htmlTagOf = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'lp-dist-mode-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>App</title></head><body></body></html>',
    );
    server = await startTestServer({ appDistDir: distDir });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('puts the dark class on <html> for the theme cookie’s dark, and nothing else for anything else', async () => {
    const page = (cookies: Record<string, string>) =>
      server.app.inject({ method: 'GET', url: '/dashboard', cookies });
    const dark = await page({ lp_theme: 'dark' });
    expect(htmlTagOf(dark.body)).toMatch(/ class="dark"/);
    expect(dark.headers.vary).toContain('cookie');
    for (const value of ['light', 'DARK', '"><script>', '']) {
      expect(htmlTagOf((await page({ lp_theme: value })).body)).not.toContain('class=');
    }
    expect(htmlTagOf((await page({})).body)).not.toContain('class=');
  });
});
