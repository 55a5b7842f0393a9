// Several processes on one PostgreSQL (issue 21): presence broadcast latency with 1,000
// sockets split over two processes, the time a sign-out on one process takes to close the
// session's socket on the other, and sign-in throughput on one process and on two. A
// throwaway PostgreSQL cluster and the real server (main.ts) in two processes; loopback
// only; prints figures, asserts nothing. Run: node --import tsx bench/server/cluster.ts
import { createRequire } from 'node:module';
import WebSocket from 'ws';
import {
  locatePostgres,
  startPostgres,
} from '../../packages/server/src/cluster/testing/postgres-sandbox';
import {
  startServerProcess,
  type ServerProcess,
} from '../../packages/server/src/cluster/testing/server-process';

/** autocannon ships no types: what this script reads of it. */
type LoadResult = { '2xx': number; non2xx: number; errors: number; latency: { p99: number } };
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
  timeout: number;
}) => Promise<LoadResult>;

const SOCKETS = 1000;
const BROADCAST_ROUNDS = 20;
const SIGN_OUT_ROUNDS = 20;
const SIGN_IN_CONNECTIONS = 50;
const SIGN_IN_SECONDS = 10;
const PASSWORD = 'Demo-pass-2025!';
const ORIGIN = 'http://bench.local';
const HARD_STOP_MS = 300_000;

const hardStop = setTimeout(() => {
  console.error('benchmark took too long; stopping');
  process.exit(1);
}, HARD_STOP_MS);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drained(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const ok = await signIn(baseUrl, 'student@demo.edu').then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function openSocket(
  baseUrl: string,
  cookie: string,
  onMessage: (message: { type: string; count: number }) => void,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws-presence`, {
      headers: { cookie },
      origin: ORIGIN,
    });
    socket.on('message', (data) => onMessage(JSON.parse(data.toString())));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** With `b` the same process as `a`, every socket is on one process: the comparison. */
async function benchPresence(a: ServerProcess, b: ServerProcess) {
  const studentOn = {
    a: await signIn(a.baseUrl, 'student@demo.edu'),
    b: await signIn(b.baseUrl, 'student@demo.edu'),
  };
  const teacherCookie = await signIn(a.baseUrl, 'teacher@demo.edu');
  let round: { expected: number; startedAt: number; latencies: number[]; done: () => void } | null =
    null;
  const sockets: WebSocket[] = [];
  for (let index = 0; index < SOCKETS; index += 1) {
    const [server, cookie] = index % 2 === 0 ? [a, studentOn.a] : [b, studentOn.b];
    sockets.push(
      await openSocket(server.baseUrl, cookie, (message) => {
        if (round && message.type === 'userCountUpdate' && message.count === round.expected) {
          round.latencies.push(performance.now() - round.startedAt);
          if (round.latencies.length === SOCKETS) round.done();
        }
      }),
    );
  }
  const measure = (expected: number, act: () => Promise<void>) =>
    new Promise<number[]>((resolve) => {
      const current = {
        expected,
        startedAt: performance.now(),
        latencies: [] as number[],
        done: () => resolve(current.latencies),
      };
      round = current;
      void act();
    });
  const latencies: number[] = [];
  for (let index = 0; index < BROADCAST_ROUNDS; index += 1) {
    // The teacher joins on each process in turn, so half the sockets hear it through PostgreSQL.
    const server = index % 2 === 0 ? a : b;
    let teacher: WebSocket | undefined;
    latencies.push(
      ...(await measure(2, async () => {
        teacher = await openSocket(server.baseUrl, teacherCookie, () => {});
      })),
    );
    // Past the coalescing interval, so each broadcast measures one change, not a merged pair.
    await pause(300);
    latencies.push(...(await measure(1, async () => teacher!.close())));
    await pause(300);
  }
  console.log(
    a === b
      ? `presence, one process: ${SOCKETS} sockets on A, ${BROADCAST_ROUNDS * 2} broadcasts (a user joins, then leaves)`
      : `presence, two processes: ${SOCKETS} sockets (${SOCKETS / 2} on each), ${BROADCAST_ROUNDS * 2} broadcasts (a user joins, then leaves, on A and B in turn)`,
  );
  console.log(`  delivery latency ${figures(latencies)}`);
  for (const socket of sockets) socket.terminate();
  await pause(1000);
}

async function benchSignOut(a: ServerProcess, b: ServerProcess) {
  const times: number[] = [];
  for (let index = 0; index < SIGN_OUT_ROUNDS; index += 1) {
    const signedIn = await fetch(`${b.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'teacher@demo.edu', password: PASSWORD }),
    });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const { data } = (await signedIn.json()) as { data: { csrfToken: string } };
    const socket = await openSocket(a.baseUrl, cookie, () => {});
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now())),
    );
    const startedAt = performance.now();
    const response = await fetch(`${b.baseUrl}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'xsrf-token': data.csrfToken },
    });
    if (response.status !== 200) throw new Error(`sign-out failed: ${response.status}`);
    times.push((await closed) - startedAt);
  }
  console.log(
    `sign-out on B closing the session's socket on A (${SIGN_OUT_ROUNDS} rounds, from the request to the close)`,
  );
  console.log(`  ${figures(times)}`);
}

async function benchSignIn(label: string, servers: ServerProcess[]) {
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: `${server.baseUrl}/api/v1/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'student@demo.edu', password: PASSWORD }),
        connections: SIGN_IN_CONNECTIONS / servers.length,
        duration: SIGN_IN_SECONDS,
        timeout: 60,
      }),
    ),
  );
  const ok = results.reduce((sum, result) => sum + result['2xx'], 0);
  const notOk = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  console.log(
    `sign-in, ${label}: ${SIGN_IN_CONNECTIONS} connections for ${SIGN_IN_SECONDS} s (Argon2id m=19 MiB, t=2, p=1)`,
  );
  console.log(
    `  ${(ok / SIGN_IN_SECONDS).toFixed(1)} sign-ins/s (${ok} ok, ${notOk} not ok), latency p99 ${p99} ms`,
  );
  // Hashes still queued keep the CPU busy: one more sign-in each returns after them (a 503
  // says the queue is still full: asked again a moment later).
  await Promise.all(servers.map((server) => drained(server.baseUrl)));
}

const located = locatePostgres();
if ('missing' in located) {
  console.error(located.missing);
  process.exit(1);
}
const sandbox = await startPostgres(located.binDir);
const env = {
  DATABASE_URL: sandbox.url,
  APP_URL: ORIGIN,
  MAX_CONNECTIONS_PER_IP: '0',
  NODE_ENV: 'development',
};
const started: ServerProcess[] = [];
try {
  const entry = 'bench/server/serve-cluster.ts';
  const a = await startServerProcess(env, { entry });
  started.push(a);
  const b = await startServerProcess(env, { entry });
  started.push(b);
  console.log(
    `two server processes on PostgreSQL ${sandbox.url.replace(/^.*@/, '')}, ${(await import('node:os')).availableParallelism()} cores`,
  );
  await benchSignIn('one process (A)', [a]);
  await benchSignIn('two processes (A and B)', [a, b]);
  await benchPresence(a, a);
  await benchPresence(a, b);
  await benchSignOut(a, b);
} finally {
  await Promise.all(started.map((server) => server.stop()));
  sandbox.stop();
  clearTimeout(hardStop);
}
