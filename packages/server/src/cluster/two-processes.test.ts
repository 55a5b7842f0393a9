import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceMessage } from '@lp/contract/api';
import { openPresence, type PresenceClient } from '../testing/presence-client';
import { Visitor } from '../testing/test-server';
import { locatePostgres, startPostgres, type PostgresSandbox } from './testing/postgres-sandbox';
import { startServerProcess, type ServerProcess } from './testing/server-process';

// Issue 21: two real server processes on one throwaway PostgreSQL cluster, checked across
// each other. PostgreSQL is installed (Debian's package) where missing and possible; where it
// is not, CI fails with the reason and a local run skips with it printed.
const postgres = locatePostgres();
const missing = 'missing' in postgres ? postgres.missing : null;
if (missing && !process.env.CI) console.warn(`Skipping the two-process test: ${missing}`);

const PASSWORD = 'Demo-pass-2025!';
/** Short on purpose: a killed process must stop counting within this (plus a beat). */
const EXPIRY_MS = 1_500;
const HEARTBEAT_MS = 250;
/** Generous: a busy two-core machine hashing for two servers is slow, never stuck. */
const DEADLINE_MS = 20_000;

/** Resolves with `promise`, or fails naming what did not happen in time. */
async function within<T>(promise: Promise<T>, what: string, ms = DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Not within ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function signedIn(baseUrl: string, email: string): Promise<Visitor> {
  const visitor = new Visitor(baseUrl);
  const response = await visitor.signIn(email, PASSWORD);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return visitor;
}

/** The same signed-in session, talking to another process. */
function sameSessionAt(visitor: Visitor, baseUrl: string): Visitor {
  const other = new Visitor(baseUrl);
  other.cookie = visitor.cookie;
  other.csrfToken = visitor.csrfToken;
  return other;
}

/** Waits for the next userCountUpdate with `count` (coalescing may skip the ones between). */
function countReaches(client: PresenceClient, count: number, what: string) {
  return within(client.waitFor('userCountUpdate', count), what);
}

describe.skipIf(missing !== null)('two server processes on one PostgreSQL', () => {
  let sandbox: PostgresSandbox;
  let a: ServerProcess;
  let b: ServerProcess;
  let database: pg.Client;
  const sockets: PresenceClient[] = [];
  const open = (baseUrl: string, visitor: Visitor) => {
    const client = openPresence(baseUrl, { cookie: visitor.cookie });
    sockets.push(client);
    return client;
  };

  beforeAll(async () => {
    if ('missing' in postgres) return;
    sandbox = await startPostgres(postgres.binDir);
    const env = {
      DATABASE_URL: sandbox.url,
      APP_URL: 'http://app.test',
      CLUSTER_HEARTBEAT_MS: String(HEARTBEAT_MS),
      CLUSTER_EXPIRY_MS: String(EXPIRY_MS),
      PRESENCE_COALESCE_MS: '100',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    database = new pg.Client({ connectionString: sandbox.url });
    await database.connect();
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await database?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    sandbox?.stop();
  }, 60_000);

  async function userId(email: string): Promise<string> {
    const { rows } = await database.query<{ id: string }>('select id from users where email = $1', [
      email,
    ]);
    if (!rows[0]) throw new Error(`no user ${email}`);
    return rows[0].id;
  }

  it('a socket on A hears the count change when a user signs in through B', async () => {
    const admin = await signedIn(a.baseUrl, 'admin@demo.edu');
    const watcher = open(a.baseUrl, admin);
    await countReaches(watcher, 1, 'A tells its only socket that one user is online');
    const student = await signedIn(b.baseUrl, 'student@demo.edu');
    const studentSocket = open(b.baseUrl, student);
    await countReaches(watcher, 2, "A's socket hears of the student online on B");
    await countReaches(studentSocket, 2, "B's socket counts the admin online on A");
    await studentSocket.close();
    watcher.clear();
    await countReaches(watcher, 1, "A's socket hears that the student left B");
    await watcher.close();
  });

  it('a registration through B updates the registered total on A', async () => {
    const admin = await signedIn(a.baseUrl, 'admin@demo.edu');
    const watcher = open(a.baseUrl, admin);
    const first = (await within(watcher.waitFor('totalUsersUpdate'), 'a total')) as PresenceMessage;
    const visitor = new Visitor(b.baseUrl);
    const registered = await visitor.call('POST', '/api/v1/auth/register', {
      json: {
        email: 'newcomer@cluster.test',
        password: 'Quartz-lantern-orbit-93',
        firstName: 'New',
        lastName: 'Comer',
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await within(
      watcher.waitFor('totalUsersUpdate', first.count + 1),
      'A tells of the account registered on B',
    );
    await watcher.close();
  });

  it('signing out through B closes the session’s sockets on A', async () => {
    const student = await signedIn(b.baseUrl, 'student@demo.edu');
    const onA = open(a.baseUrl, student);
    await within(onA.opened, 'the socket on A opens');
    const loggedOut = await student.call('POST', '/api/v1/auth/logout');
    expect(loggedOut.status).toBe(200);
    expect((await within(onA.closed, 'A closes the signed-out session’s socket')).code).toBe(1000);
  });

  it('suspending a user through B closes their sockets on A', async () => {
    const teacher = await signedIn(a.baseUrl, 'teacher@demo.edu');
    const onA = open(a.baseUrl, teacher);
    await within(onA.opened, 'the socket on A opens');
    const admin = await signedIn(b.baseUrl, 'admin@demo.edu');
    const teacherId = await userId('teacher@demo.edu');
    const suspended = await admin.call('PUT', `/api/v1/admin/users/${teacherId}/status`, {
      json: { status: 'suspended' },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await within(onA.closed, 'A closes the suspended user’s socket')).code).toBe(1000);
    const reactivated = await admin.call('PUT', `/api/v1/admin/users/${teacherId}/status`, {
      json: { status: 'active' },
    });
    expect(reactivated.status).toBe(200);
  });

  // Twelve password hashes one after another through two processes: a few seconds
  // on a quiet machine, more on a two-core machine beside another job. Bounded, never stuck.
  it(
    'ten wrong passwords spread over A and B lock the account at this address on both',
    { timeout: 180_000 },
    async () => {
      const email = 'university_admin@demo.edu';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const server = attempt % 2 === 0 ? a : b;
        const response = await new Visitor(server.baseUrl).signIn(email, 'Wrong-password-1');
        expect(response.status, `attempt ${attempt + 1} on ${server === a ? 'A' : 'B'}`).toBe(401);
      }
      for (const server of [a, b]) {
        const locked = await new Visitor(server.baseUrl).signIn(email, PASSWORD);
        expect(locked.status).toBe(429);
        expect(locked.body.message).toMatch(/^Too many sign-in attempts\. Please wait 15 minutes/);
      }
    },
  );

  // Issue 37, item 9: before, each process decided on a mirror read before the request, so
  // 30 attempts at once, 15 on each process, got 10 on each: 20 guesses against a limit of 10.
  it(
    'a burst of wrong passwords aimed at A and B at once gets no more than the limit',
    { timeout: 180_000 },
    async () => {
      const email = 'burst-target@cluster.test';
      const attempts = Array.from({ length: 30 }, (_, index) =>
        new Visitor((index % 2 === 0 ? a : b).baseUrl).signIn(email, 'Wrong-password-1'),
      );
      const responses = await Promise.all(attempts);
      const statuses = responses.map((response) => response.status);
      // 401: the password was checked (a guess); 503: the hash queue was full, so the attempt
      // was given back unchecked; 429: refused by the limit before any hash.
      expect(
        statuses.every((status) => [401, 429, 503].includes(status)),
        String(statuses),
      ).toBe(true);
      const guessed = statuses.filter((status) => status === 401).length;
      expect(guessed, String(statuses)).toBeGreaterThan(0);
      expect(guessed, String(statuses)).toBeLessThanOrEqual(10);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused.length, String(statuses)).toBeGreaterThanOrEqual(20);
      for (const response of refused) {
        expect(response.body.message).toMatch(/^Too many sign-in attempts\./);
      }
    },
  );

  it('the current-university choice and impersonation hold whichever process answers', async () => {
    const onA = await signedIn(a.baseUrl, 'admin@demo.edu');
    const onB = sameSessionAt(onA, b.baseUrl);
    const list = await onA.call('GET', '/api/v1/universities');
    const own = list.body.data.currentUniversityId as string;
    const other = (list.body.data.universities as { id: string; status: string }[]).find(
      (university) => university.status === 'active' && university.id !== own,
    );
    if (!other) throw new Error('the seed has no second active university');

    const switched = await onA.call('PUT', '/api/v1/session/university', {
      json: { universityId: other.id },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect((await onB.call('GET', '/api/v1/universities')).body.data.currentUniversityId).toBe(
      other.id,
    );

    const started = await onB.call('POST', '/api/v1/impersonation', {
      json: { universityId: other.id },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const seenOnA = await onA.call('GET', '/api/v1/impersonation');
    expect(seenOnA.body.data.impersonation.universityId).toBe(other.id);
    expect((await onA.call('DELETE', '/api/v1/impersonation')).status).toBe(200);
    expect((await onB.call('GET', '/api/v1/impersonation')).body.data.impersonation).toBeNull();
  });

  it('a process killed without cleanup stops counting within the expiry, and the count is right again', async () => {
    const admin = await signedIn(a.baseUrl, 'admin@demo.edu');
    const watcher = open(a.baseUrl, admin);
    const student = await signedIn(b.baseUrl, 'student@demo.edu');
    open(b.baseUrl, student);
    await countReaches(watcher, 2, 'A counts the student on B');
    watcher.clear();
    await b.kill();
    // No cleanup ran: the count drops once B's heartbeat is older than the expiry.
    await countReaches(watcher, 1, 'A stops counting the users of the killed B');
    const { rows } = await database.query<{ online: number }>(
      `select count(distinct user_id)::int as online from cluster_presence p
       join cluster_processes c on c.id = p.process_id
       where c.beat_at >= now() - make_interval(secs => $1)`,
      [EXPIRY_MS / 1000],
    );
    expect(rows[0]?.online).toBe(1);
    await watcher.close();
  });
});

describe.runIf(missing !== null && Boolean(process.env.CI))('two server processes (CI)', () => {
  it('needs PostgreSQL', () => {
    throw new Error(`The two-process test cannot run: ${missing}`);
  });
});
