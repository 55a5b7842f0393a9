import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

const SLOWDOWN_MS = 150;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Clients told apart by the address one trusted proxy appends.
    trustProxy: 1,
    signInSlowdownMs: SLOWDOWN_MS,
    rateLimits: {
      signInPerAccount: { max: 3, windowMs: 60_000 },
      signInPerIp: { max: 6, windowMs: 60_000 },
      signInSlowdown: { max: 4, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.app.close());

const signIn = (ip: string, email: string, password: string) =>
  new Visitor(server.baseUrl).call('POST', '/api/v1/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('sign-in limits follow the OWASP guidance (issue 19, item 4)', () => {
  it('does not count successful sign-ins toward the per-IP limit (one NAT, one class)', async () => {
    for (let index = 0; index < 12; index += 1) {
      expect((await signIn('192.0.2.1', 'student@demo.edu', DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it('locks an account only for the address that failed, so a stranger cannot lock it out', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await signIn('192.0.2.66', 'teacher@demo.edu', 'Wrong-guess-1')).status).toBe(401);
    }
    const attacker = await signIn('192.0.2.66', 'teacher@demo.edu', DEMO_PASSWORD);
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('192.0.2.2', 'teacher@demo.edu', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses an address after too many failures whatever the accounts, and lets it in again after the window', async () => {
    for (const email of ['a@x.edu', 'b@x.edu', 'c@x.edu', 'd@x.edu', 'e@x.edu', 'f@x.edu']) {
      expect((await signIn('192.0.2.77', email, 'Wrong-guess-1')).status).toBe(401);
    }
    expect((await signIn('192.0.2.77', 'admin@demo.edu', DEMO_PASSWORD)).status).toBe(429);
    server.clock.advance(60_000);
    expect((await signIn('192.0.2.77', 'admin@demo.edu', DEMO_PASSWORD)).status).toBe(200);
  });

  it('slows an account down, never locks it, when failures come from many addresses', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await signIn(`198.18.0.${index}`, 'superuser@demo.edu', 'Nope-guess-1')).status).toBe(
        401,
      );
    }
    const started = performance.now();
    const owner = await signIn('198.18.1.1', 'superuser@demo.edu', DEMO_PASSWORD);
    expect(owner.status).toBe(200);
    // A lower bound only: the answer waited at least the slowdown.
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
  });
});

describe('sign-ins under overload (issue 19, item 10)', () => {
  it('answers 503 with Retry-After when too many hashes wait, instead of queueing for ever', async () => {
    const busy = await startTestServer({
      unsafeTestPasswordCost: 2 ** 14,
      passwordHashing: { concurrency: 1, maxWaiting: 0 },
    });
    try {
      // Let the start-up hashes (the decoy of unknown accounts) finish first.
      await expect.poll(() => busy.app.passwordLoad().running).toBe(0);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          new Visitor(busy.baseUrl).signIn('student@demo.edu', DEMO_PASSWORD),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      const refused = answers.find((answer) => answer.status === 503);
      expect(refused?.body.message).toBe('The server is busy. Please try again in a moment.');
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await busy.app.close();
    }
  });
});
