import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PAGE_STATE_ID, type PageState } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../mail/mailer';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { INTL_WARM_UP_PATH } from './intl-warm-up';
import { PAINT_FIRST_SOURCE } from './paint-first';

/** Production seeds demo accounts only with a password given at start. */
const SEED_PASSWORD = 'Campus-seed-Pass-42';
const delivered: OutgoingMail[] = [];
let server: TestServer;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'lp-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(distDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  server = await startTestServer({
    production: true,
    appDistDir: distDir,
    trustProxy: 1,
    seedPassword: SEED_PASSWORD,
    rateLimits: { signInPerIp: { max: 2, windowMs: 60_000 } },
    mailTransport: { send: async (mail) => void delivered.push(mail) },
  });
});
afterAll(async () => {
  await server.app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('production mode', () => {
  it('serves the built app and its files', async () => {
    const home = await fetch(`${server.baseUrl}/`);
    expect(await home.text()).toContain('<title>App</title>');
    const script = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    // The worker a rendered page starts to load ICU's data off the main thread (intl-warm-up.ts).
    const worker = await fetch(`${server.baseUrl}${INTL_WARM_UP_PATH}`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends the precompressed file of the build, cached for good, to a browser that accepts it', async () => {
    const script = await fetch(`${server.baseUrl}/assets/app.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toBe('console.log(1)'); // fetch decodes it
  });

  it('compresses API answers over 1 kB and sends small ones as they are', async () => {
    const visitor = new Visitor(server.baseUrl);
    const headers = { 'accept-encoding': 'gzip', 'x-forwarded-for': '198.51.100.80' };
    const refused = await visitor.call('GET', '/api/v1/courses/all', { headers });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();
    await visitor.call('POST', '/api/v1/auth/login', {
      json: { email: 'student@demo.edu', password: SEED_PASSWORD },
      headers,
    });
    const courses = await visitor.call('GET', '/api/v1/courses/all', { headers });
    expect(courses.status).toBe(200);
    expect(courses.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers deep links with the app (SPA fallback) but unknown API paths with a JSON 404', async () => {
    const page = await fetch(`${server.baseUrl}/course/course-1/lesson/lesson-1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>App</title>');
    const api = await fetch(`${server.baseUrl}/api/v1/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({
      data: null,
      message: 'Not found',
      error: 'Not Found',
    });
  });

  it('hides the development outbox', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/dev/outbox?to=student@demo.edu`);
    expect(response.status).toBe(404);
  });

  it('puts a strict CSP on the app page', async () => {
    const csp = (await fetch(`${server.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' ${PAINT_FIRST_SOURCE};`);
    expect(csp).toContain(
      'frame-src https://player.vimeo.com https://vimeo.com https://www.youtube.com',
    );
  });

  const signInFrom = (ip: string, email: string, headers: Record<string, string> = {}) =>
    new Visitor(server.baseUrl).call('POST', '/api/v1/auth/login', {
      json: { email, password: SEED_PASSWORD },
      headers: { 'x-forwarded-for': ip, ...headers },
    });

  it('marks the session cookie Secure and asks for HSTS behind an https proxy', async () => {
    const response = await signInFrom('198.51.100.1', 'student@demo.edu', {
      'x-forwarded-proto': 'https',
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('accepts only the app origin in production', async () => {
    const local = await signInFrom('198.51.100.2', 'student@demo.edu', {
      origin: 'http://localhost:5173',
    });
    expect(local.status).toBe(403);
    expect(local.body.message).toBe('Requests from this origin are not allowed.');
    expect(
      (await signInFrom('198.51.100.2', 'student@demo.edu', { origin: 'http://app.test' })).status,
    ).toBe(200);
  });

  const failFrom = (ip: string, email: string) =>
    new Visitor(server.baseUrl).call('POST', '/api/v1/auth/login', {
      json: { email, password: 'Wrong-password-1' },
      headers: { 'x-forwarded-for': ip },
    });

  it('limits failed sign-ins per client IP (taken from the proxy) across accounts', async () => {
    expect((await failFrom('203.0.113.9', 'student@demo.edu')).status).toBe(401);
    expect((await failFrom('203.0.113.9', 'teacher@demo.edu')).status).toBe(401);
    const limited = await signInFrom('203.0.113.9', 'admin@demo.edu');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Too many sign-in attempts. Please wait 1 minute and try again.',
    );
    expect((await signInFrom('203.0.113.10', 'admin@demo.edu')).status).toBe(200);
  });

  it('does not count successful sign-ins: a class behind one NAT is not locked out', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await signInFrom('203.0.113.20', 'student@demo.edu')).status).toBe(200);
    }
  });

  it('trusts one proxy hop only: a client-written X-Forwarded-For does not escape the IP limit', async () => {
    // The proxy appends the address it saw (203.0.113.30); what the client wrote before it is ignored.
    const spoofed = (fake: string) =>
      new Visitor(server.baseUrl).call('POST', '/api/v1/auth/login', {
        json: { email: 'teacher@demo.edu', password: 'Wrong-password-1' },
        headers: { 'x-forwarded-for': `${fake}, 203.0.113.30` },
      });
    expect((await spoofed('10.0.0.1')).status).toBe(401);
    expect((await spoofed('10.0.0.2')).status).toBe(401);
    expect((await spoofed('10.0.0.3')).status).toBe(429);
  });
});

describe('production hardening (issue 19)', () => {
  it('never seeds with the published demo password', async () => {
    const { DEMO_PASSWORD } = await import('../seed/demo-accounts');
    expect((await signInAs('superuser@demo.edu', DEMO_PASSWORD)).status).toBe(401);
    expect((await signInAs('superuser@demo.edu', SEED_PASSWORD)).status).toBe(200);
  });

  it('sends Cache-Control: no-store on personal API answers and a Permissions-Policy', async () => {
    const visitor = new Visitor(server.baseUrl);
    const login = await visitor.call('POST', '/api/v1/auth/login', {
      json: { email: 'student@demo.edu', password: SEED_PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.90' },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect((await visitor.call('GET', '/api/v1/auth/me')).headers.get('cache-control')).toBe(
      'no-store',
    );
    const courses = await visitor.call('GET', '/api/v1/courses/all');
    expect(courses.headers.get('cache-control')).toBe('no-store');
    expect(courses.headers.get('permissions-policy')).toContain('camera=()');
    expect((await fetch(`${server.baseUrl}/`)).headers.get('permissions-policy')).toContain(
      'microphone=()',
    );
  });

  it('does not serve source maps in production', async () => {
    const map = await fetch(`${server.baseUrl}/assets/app.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });

  it('answers a missing file under /assets/ with 404, not the app page (issue 13)', async () => {
    for (const path of ['/assets/old-chunk-1234.js', '/assets/gone.css', '/assets/x']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>App</title>');
    }
  });

  it('delivers reset links but keeps no usable link or token in the outbox', async () => {
    await new Visitor(server.baseUrl).call('POST', '/api/v1/auth/forgot-password', {
      json: { email: 'teacher@demo.edu' },
      headers: { 'x-forwarded-for': '198.51.100.91' },
    });
    await server.app.backgroundIdle();
    const mail = delivered.find((item) => item.kind === 'RESET_PASSWORD');
    expect(mail?.link).toMatch(/token=/);
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
    const rows = await server.app.db.selectFrom('outbox').select(['body', 'link']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.link).toBeNull();
      expect(row.body).not.toContain(token);
      expect(row.body).not.toContain('token=');
    }
  });
});

let nextHost = 20;
async function signInAs(email: string, password: string) {
  nextHost += 1;
  return new Visitor(server.baseUrl).call('POST', '/api/v1/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': `198.51.100.${nextHost}` },
  });
}

/**
 * A stand-in for the app's render module in production: the sign-in page, whose form (sent
 * before the app's script ran) signs in through the API the render is given; `version` says
 * which file drew the page.
 */
const renderModule = (version: string) => `
export async function renderPage(input) {
  const drawn = (status, data) => ({ kind: 'page', status, hydration: { loaderData: {},
    actionData: data, lazyComponents: [], playerLayout: 'desktop', mode: 'light', now: 0 },
    html: '<p id="drawn">${version}</p>', routeModules: [] });
  if (input.method !== 'POST') return drawn(200, null);
  const form = new URLSearchParams(input.form);
  const answer = await input.fetch('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
  });
  if (answer.ok) return { kind: 'redirect', status: 302, location: '/dashboard' };
  return drawn(200, { login: { status: answer.status } });
}
`;

describe('pages rendered in production (issue 31)', () => {
  let rendering: TestServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lp-dist-render-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>App</title>' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '</head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), renderModule('first build'));
    rendering = await startTestServer({
      production: true,
      appDistDir: dist,
      trustProxy: 1,
      seedPassword: SEED_PASSWORD,
      rateLimits: { signInPerIp: { max: 2, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await rendering.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const signInByForm = (ip: string, password: string, headers: Record<string, string> = {}) =>
    rendering.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: {
        host: 'app.test',
        origin: 'http://app.test',
        'x-forwarded-for': ip,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: `email=student%40demo.edu&password=${encodeURIComponent(password)}`,
    });
  const stateOf = (html: string) =>
    JSON.parse(
      new RegExp(
        `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
      ).exec(html)?.[1] ?? 'null',
    ) as PageState | null;

  it('sets a Secure session cookie when a form signs in behind the https proxy', async () => {
    const response = await signInByForm('198.51.100.120', SEED_PASSWORD, {
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.find((cookie) => cookie.startsWith('lp_session='))).toMatch(/; Secure/);
  });

  it('counts a form’s failed sign-ins against the client’s address, as the API’s own', async () => {
    // The form's sign-in is the API's, for the address the proxy saw (not the server's own).
    expect(
      stateOf((await signInByForm('203.0.113.120', 'Wrong-password-1')).body)?.hydration,
    ).toMatchObject({ actionData: { login: { status: 401 } } });
    expect(
      stateOf((await signInByForm('203.0.113.120', 'Wrong-password-1')).body)?.hydration,
    ).toMatchObject({ actionData: { login: { status: 401 } } });
    const limited = await signInByForm('203.0.113.120', SEED_PASSWORD);
    expect(stateOf(limited.body)?.hydration).toMatchObject({
      actionData: { login: { status: 429 } },
    });
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Another address is not limited by that one's failures.
    expect((await signInByForm('203.0.113.121', SEED_PASSWORD)).statusCode).toBe(302);
  });

  it('keeps the render module it started with: a deployment replaces the process', async () => {
    const page = () =>
      rendering.app.inject({ method: 'GET', url: '/auth/login', headers: { host: 'app.test' } });
    expect((await page()).body).toContain('<p id="drawn">first build</p>');
    const file = join(root, 'dist-ssr', 'entry-server.js');
    writeFileSync(file, renderModule('second build'));
    const later = new Date(Date.now() + 60_000); // a change development would pick up
    utimesSync(file, later, later);
    expect((await page()).body).toContain('<p id="drawn">first build</p>');
  });
});
