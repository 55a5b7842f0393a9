// Server benchmark: sign-ins per second at 50 connections (real Argon2id cost) and
// presence broadcast latency with 1,000 sockets. Loopback only; bounded in count
// and time; prints figures, asserts nothing. Run: node bench/server/run.mjs
import { fork } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import WebSocket from 'ws';

const SIGN_IN_CONNECTIONS = 50;
const SIGN_IN_SECONDS = 10;
const SOCKETS = 1000;
const BROADCAST_ROUNDS = 20;
const HARD_STOP_MS = 240_000;
const DRAIN_LIMIT_MS = 60_000;
const PASSWORD = 'Demo-pass-2025!';
const ORIGIN = 'http://bench.local';

const hardStop = setTimeout(() => {
  console.error('benchmark took too long; stopping');
  process.exit(1);
}, HARD_STOP_MS);

const server = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const baseUrl = await new Promise((resolve) =>
  server.once('message', (message) => resolve(message.address)),
);

async function signIn(email) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function benchSignIn() {
  const result = await autocannon({
    url: `${baseUrl}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@demo.edu', password: PASSWORD }),
    connections: SIGN_IN_CONNECTIONS,
    duration: SIGN_IN_SECONDS,
    // A sign-in waits for a hashing thread; count slow answers as latency, not errors.
    timeout: 60,
  });
  const succeeded = result['2xx'];
  console.log(
    `sign-in: ${SIGN_IN_CONNECTIONS} connections for ${SIGN_IN_SECONDS} s (Argon2id m=19 MiB, t=2, p=1)`,
  );
  console.log(
    `  ${(succeeded / SIGN_IN_SECONDS).toFixed(1)} sign-ins/s (${succeeded} ok, ${result.non2xx} not ok, ${result.errors} errors)`,
  );
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
}

function openSocket(cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws-presence`, {
      headers: { cookie },
      origin: ORIGIN,
    });
    socket.on('message', (data) => onMessage(JSON.parse(data.toString())));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function benchPresence() {
  const studentCookie = await signIn('student@demo.edu');
  const teacherCookie = await signIn('teacher@demo.edu');
  let round = null;
  const sockets = [];
  for (let index = 0; index < SOCKETS; index += 1) {
    sockets.push(
      await openSocket(studentCookie, (message) => {
        if (round && message.type === 'userCountUpdate' && message.count === round.expected) {
          round.latencies.push(performance.now() - round.startedAt);
          if (round.latencies.length === SOCKETS) round.done();
        }
      }),
    );
  }
  const measureBroadcast = (expected, act) =>
    new Promise((resolve) => {
      round = {
        expected,
        startedAt: performance.now(),
        latencies: [],
        done: () => resolve(round.latencies),
      };
      void act();
    });
  const latencies = [];
  for (let index = 0; index < BROADCAST_ROUNDS; index += 1) {
    let teacher;
    const joined = await measureBroadcast(2, async () => {
      teacher = await openSocket(teacherCookie, () => {});
    });
    const left = await measureBroadcast(1, async () => teacher.close());
    latencies.push(...joined, ...left);
  }
  console.log(
    `presence: ${SOCKETS} sockets, ${BROADCAST_ROUNDS * 2} broadcasts (a user joins, then leaves)`,
  );
  console.log(
    `  delivery latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  for (const socket of sockets) socket.terminate();
}

function timeOneHash() {
  const startedAt = performance.now();
  scryptSync('password', 'salt-salt-salt-s', 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 20 });
  return performance.now() - startedAt;
}

try {
  console.log(`one scrypt hash (N=2^17) on this machine: ${timeOneHash().toFixed(0)} ms`);
  await benchSignIn();
  // Requests still queued for a hashing thread when the load stopped keep the CPU busy;
  // one more sign-in returns only after them, so the presence figures start from a quiet server.
  await Promise.race([
    signIn('student@demo.edu'),
    new Promise((r) => setTimeout(r, DRAIN_LIMIT_MS)),
  ]);
  await benchPresence();
} finally {
  server.disconnect();
  clearTimeout(hardStop);
}
