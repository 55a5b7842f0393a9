import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { heldHasher } from '../testing/held-hasher';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

// Limits a stranger could turn against a user (issue 37, item 5). Clients are told apart by
// the address one trusted proxy appends, so one loopback test plays many addresses.

const servers: TestServer[] = [];
const releases: (() => void)[] = [];
afterEach(async () => {
  // A failed test may leave hashes held: let them end, so the server can close.
  for (const release of releases.splice(0)) release();
  await Promise.all(servers.splice(0).map((server) => server.app.close()));
});

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer({ trustProxy: 1, ...options });
  servers.push(server);
  return server;
}

function post(server: TestServer, ip: string, path: string, json: unknown) {
  return new Visitor(server.baseUrl).call('POST', `/api/v1/auth/${path}`, {
    json,
    headers: { 'x-forwarded-for': ip },
  });
}

const signIn = (server: TestServer, ip: string, email: string, password: string) =>
  post(server, ip, 'login', { email, password });

async function mailsTo(server: TestServer, email: string, kind: string): Promise<number> {
  const response = await new Visitor(server.baseUrl).call(
    'GET',
    `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  return (response.body.data as { kind: string }[]).filter((mail) => mail.kind === kind).length;
}

/** A server whose hashes the test holds: while held, one sign-in keeps the only slot. */
async function busyServer(limits: { maxWaiting: number; maxWaitMs: number }) {
  const held = heldHasher({ concurrency: 1, ...limits });
  const server = await start({ unsafeTestPasswordHasher: held.hasher });
  // The start-up hashes (the seed, the decoy of unknown accounts) finish first.
  await expect.poll(() => server.app.passwordLoad()).toEqual({ running: 0, waiting: 0 });
  held.hold();
  releases.push(held.release);
  const holder = signIn(server, '198.51.100.1', 'teacher@demo.edu', 'Wrong-guess-1');
  await expect.poll(() => server.app.passwordLoad().running).toBe(1);
  return { server, held, holder };
}

describe('a busy server does not count against the person signing in', () => {
  it('answers 503 without counting a failure, so the owner signs in once the queue frees', async () => {
    // Before: 10 x 503, then 429 with Retry-After: 900 for the owner's right password.
    const { server, held, holder } = await busyServer({ maxWaiting: 0, maxWaitMs: 60_000 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await signIn(server, '192.0.2.10', 'student@demo.edu', DEMO_PASSWORD);
      statuses.push(answer.status);
      if (answer.status === 503) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 503));
    held.release();
    expect((await holder).status).toBe(401);
    expect((await signIn(server, '192.0.2.10', 'student@demo.edu', DEMO_PASSWORD)).status).toBe(
      200,
    );
  });

  it('refuses a sign-in that waited past the bound with 503 and Retry-After, uncounted', async () => {
    // Before: the queued sign-in was held until a slot freed (80.8 s in the probe).
    const { server, held, holder } = await busyServer({ maxWaiting: 32, maxWaitMs: 25 });
    const waited = await signIn(server, '192.0.2.11', 'student@demo.edu', DEMO_PASSWORD);
    expect(waited.status).toBe(503);
    expect(waited.body.message).toBe('The server is busy. Please try again in a moment.');
    expect(Number(waited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(server.app.passwordLoad()).toEqual({ running: 1, waiting: 0 });
    held.release();
    expect((await holder).status).toBe(401);
    expect((await signIn(server, '192.0.2.11', 'student@demo.edu', DEMO_PASSWORD)).status).toBe(
      200,
    );
  });
});

describe('a busy server does not count against a password change either', () => {
  it('answers 503 to a change it could not check, without counting it', async () => {
    const held = heldHasher({ concurrency: 1, maxWaiting: 0, maxWaitMs: 60_000 });
    const server = await start({ unsafeTestPasswordHasher: held.hasher });
    const owner = new Visitor(server.baseUrl);
    expect((await owner.signIn('teacher@demo.edu', DEMO_PASSWORD)).status).toBe(200);
    held.hold();
    releases.push(held.release);
    const holder = signIn(server, '198.51.100.1', 'admin@demo.edu', 'Wrong-guess-1');
    await expect.poll(() => server.app.passwordLoad().running).toBe(1);
    const change = () =>
      owner.call('POST', '/api/v1/auth/change-password', {
        json: { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh-lantern-58' },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await change()).status);
    // Before: ten 503s, then 429 for the owner's own right password.
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 503));
    held.release();
    await holder;
    expect((await change()).status).toBe(200);
  });
});

describe('e-mail limits never lock the owner out from elsewhere', () => {
  it("lets the owner reset their password after a stranger used up the stranger's own limit", async () => {
    // Before: the owner got 429 with Retry-After: 900, from every address.
    const server = await start();
    for (let request = 0; request < 3; request += 1) {
      expect(
        (await post(server, '198.51.100.7', 'forgot-password', { email: 'student@demo.edu' }))
          .status,
      ).toBe(200);
    }
    const stranger = await post(server, '198.51.100.7', 'forgot-password', {
      email: 'student@demo.edu',
    });
    expect(stranger.status).toBe(429);
    const sentBefore = await mailsTo(server, 'student@demo.edu', 'RESET_PASSWORD');
    const owner = await post(server, '192.0.2.20', 'forgot-password', {
      email: 'student@demo.edu',
    });
    expect(owner.status).toBe(200);
    expect(await mailsTo(server, 'student@demo.edu', 'RESET_PASSWORD')).toBe(sentBefore + 1);
  });

  it('lets the owner ask for a new confirmation link after a stranger asked three times', async () => {
    const server = await start();
    const email = 'new.learner@example.edu';
    const registered = await post(server, '192.0.2.21', 'register', {
      email,
      password: 'Quiet-harbour-42',
      firstName: 'New',
      lastName: 'Learner',
    });
    expect(registered.status).toBe(201);
    for (let request = 0; request < 3; request += 1) {
      expect((await post(server, '198.51.100.8', 'resend-verification', { email })).status).toBe(
        200,
      );
    }
    expect((await post(server, '198.51.100.8', 'resend-verification', { email })).status).toBe(429);
    const sentBefore = await mailsTo(server, email, 'EMAIL_VERIFICATION');
    expect((await post(server, '192.0.2.21', 'resend-verification', { email })).status).toBe(200);
    expect(await mailsTo(server, email, 'EMAIL_VERIFICATION')).toBe(sentBefore + 1);
  });

  it('past the address-wide cap, sends only the first request of each address, never refusing', async () => {
    const server = await start({
      rateLimits: { emailPerAccount: { max: 4, windowMs: 15 * 60_000 } },
    });
    const email = 'teacher@demo.edu';
    const forgot = (ip: string) => post(server, ip, 'forgot-password', { email });
    // Strangers from three addresses, three requests each (their own limit): nine, past the
    // address-wide cap of four.
    for (let index = 1; index <= 3; index += 1) {
      for (let request = 0; request < 3; request += 1) {
        expect((await forgot(`198.51.100.${index}`)).status).toBe(200);
      }
    }
    // Four under the cap; past it, only the third address's first request sent.
    expect(await mailsTo(server, email, 'RESET_PASSWORD')).toBe(5);
    expect((await forgot('192.0.2.30')).status).toBe(200);
    expect(await mailsTo(server, email, 'RESET_PASSWORD')).toBe(6);
  });
});

describe('per-IP limits count a client, not each of its addresses', () => {
  it('counts every address of one IPv6 /64 together', async () => {
    // Before: 22 addresses of one /64 all passed a per-IP limit of 20.
    const server = await start();
    const statuses: number[] = [];
    for (let index = 1; index <= 22; index += 1) {
      const answer = await post(server, `2001:db8:1:2::${index.toString(16)}`, 'forgot-password', {
        email: `someone${index}@example.edu`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another /64 has its own count.
    expect(
      (await post(server, '2001:db8:1:3::1', 'forgot-password', { email: 'x@example.edu' })).status,
    ).toBe(200);
  });

  it('counts ::ffff:a.b.c.d as a.b.c.d, for sign-in failures too', async () => {
    const server = await start({
      rateLimits: { signInPerIp: { max: 2, windowMs: 60_000 } },
    });
    expect((await signIn(server, '::ffff:192.0.2.40', 'a@x.edu', 'Wrong-guess-1')).status).toBe(
      401,
    );
    expect((await signIn(server, '192.0.2.40', 'b@x.edu', 'Wrong-guess-1')).status).toBe(401);
    expect((await signIn(server, '::ffff:c000:228', 'c@x.edu', 'Wrong-guess-1')).status).toBe(429);
    expect((await signIn(server, '192.0.2.41', 'c@x.edu', 'Wrong-guess-1')).status).toBe(401);
  });
});
