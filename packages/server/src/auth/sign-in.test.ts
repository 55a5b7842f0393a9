import { loginResponseSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { PAINT_FIRST_SOURCE } from '../web/paint-first';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      signInPerAccount: { max: 3, windowMs: 60_000 },
      signInPerIp: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.app.close());

const visitor = () => new Visitor(server.baseUrl);

describe('POST /auth/login', () => {
  it('signs a demo account in with the shape of spec 1 §7', async () => {
    const student = visitor();
    const response = await student.signIn('student@demo.edu', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(loginResponseSchema.parse(response.body.data)).toMatchObject({
      email: 'student@demo.edu',
      firstName: 'Sam',
      roles: ['student'],
    });
    expect(response.body).toMatchObject({ message: 'Login successful', error: null });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure over plain http', async () => {
    const response = await visitor().signIn('teacher@demo.edu', DEMO_PASSWORD);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lp_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('accepts the e-mail in any letter case', async () => {
    expect((await visitor().signIn('Admin@Demo.EDU', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await visitor().signIn('superuser@demo.edu', 'not the password');
    const unknown = await visitor().signIn('nobody@demo.edu', DEMO_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toMatchObject({
      data: null,
      message: 'Invalid email or password.',
      error: 'Unauthorized',
    });
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('gives a fresh session id at every sign-in and retires the previous one', async () => {
    const admin = visitor();
    await admin.signIn('admin@demo.edu', DEMO_PASSWORD);
    const firstCookie = admin.cookie;
    await admin.signIn('admin@demo.edu', DEMO_PASSWORD);
    expect(admin.cookie).not.toBe(firstCookie);
    const stale = new Visitor(server.baseUrl);
    stale.cookie = firstCookie;
    expect((await stale.call('GET', '/api/v1/auth/me')).status).toBe(401);
    expect((await admin.call('GET', '/api/v1/auth/me')).status).toBe(200);
  });

  it('answers 429 with a clear message after too many attempts on one account', async () => {
    const attacker = visitor();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await attacker.signIn('university_admin@demo.edu', 'guess')).status).toBe(401);
    }
    const limited = await attacker.signIn('university_admin@demo.edu', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many sign-in attempts\. Please wait 1 minute and try again\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(60_000);
    expect((await attacker.signIn('university_admin@demo.edu', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('describes the signed-in user and answers 401 without a session', async () => {
    const teacher = visitor();
    expect((await teacher.call('GET', '/api/v1/auth/me')).body).toEqual({
      data: null,
      message: 'You need to sign in first.',
      error: 'Unauthorized',
      code: 'api-auth-answers.signInFirst',
    });
    await teacher.signIn('teacher@demo.edu', DEMO_PASSWORD);
    expect((await teacher.call('GET', '/api/v1/auth/me')).body.data).toEqual({
      email: 'teacher@demo.edu',
      firstName: 'Tara',
      lastName: 'Teacher',
      roles: ['teacher'],
      // The account's colour mode (issue 35): 'system' until they choose one.
      colorMode: 'system',
    });
  });

  it('deletes the session at logout so the old cookie no longer works', async () => {
    const student = visitor();
    await student.signIn('student@demo.edu', DEMO_PASSWORD);
    const cookie = student.cookie;
    const response = await student.call('POST', '/api/v1/auth/logout');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/lp_session=;/);
    const replay = visitor();
    replay.cookie = cookie;
    expect((await replay.call('GET', '/api/v1/auth/me')).status).toBe(401);
  });

  it('lets a logout without a session succeed (the app clears local data anyway)', async () => {
    expect((await visitor().call('POST', '/api/v1/auth/logout')).status).toBe(200);
  });
});

describe('CSRF on state-changing calls', () => {
  it('refuses a missing or wrong XSRF-TOKEN header with 403 and accepts the right one', async () => {
    const student = visitor();
    await student.signIn('student@demo.edu', DEMO_PASSWORD);
    const missing = await student.call('POST', '/api/v1/auth/logout', { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe('Invalid or missing CSRF token. Please sign in again.');
    const wrong = await student.call('POST', '/api/v1/auth/logout', {
      csrf: false,
      headers: { 'xsrf-token': 'x' },
    });
    expect(wrong.status).toBe(403);
    expect((await student.call('GET', '/api/v1/auth/me')).status).toBe(200);
    expect((await student.call('POST', '/api/v1/auth/logout')).status).toBe(200);
  });

  it("does not accept another session's CSRF token", async () => {
    const [first, second] = [visitor(), visitor()];
    await first.signIn('teacher@demo.edu', DEMO_PASSWORD);
    await second.signIn('teacher@demo.edu', DEMO_PASSWORD);
    first.csrfToken = second.csrfToken;
    expect(
      (await first.call('POST', '/api/v1/courses', { json: { title: 'X', language: 'en' } }))
        .status,
    ).toBe(403);
  });

  it('accepts a local dev server origin outside production', async () => {
    const response = await visitor().call('POST', '/api/v1/auth/login', {
      json: { email: 'student@demo.edu', password: DEMO_PASSWORD },
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses unsafe calls from a foreign Origin', async () => {
    const response = await visitor().call('POST', '/api/v1/auth/login', {
      json: { email: 'student@demo.edu', password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await visitor().call('POST', '/api/v1/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      data: null,
      message: 'Request body is not valid JSON',
      error: 'Bad Request',
    });
  });

  it('answers schema-invalid bodies with the spec message', async () => {
    const login = (json: unknown) => visitor().call('POST', '/api/v1/auth/login', { json });
    expect((await login({ email: 'nope', password: 'x' })).body.message).toBe(
      'Please enter a valid email address',
    );
    expect((await login({ email: 'a@b.co' })).body.message).toBe('Password is required');
    expect((await login([1, 2])).body.message).toBe('Request body must be a JSON object');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await visitor().call('POST', '/api/v1/auth/login', {
      json: { email: 'a@b.co', password: 'x'.repeat(200_000) },
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Request body is too large');
  });

  it('refuses non-JSON bodies with 415', async () => {
    const response = await visitor().call('POST', '/api/v1/auth/login', {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body.data).toBeNull();
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    expect((await visitor().call('GET', '/api/v1/nothing')).body).toMatchObject({
      data: null,
      message: 'Not found',
      error: 'Not Found',
    });
  });

  it('puts the security headers on every response', async () => {
    const { headers } = await visitor().call('GET', '/api/v1/health');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${PAINT_FIRST_SOURCE};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://player.vimeo.com');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
