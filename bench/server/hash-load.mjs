// Password hashing under load (issue 19, item 10): latency of a static file (GET /) and of
// GET /auth/me, alone and while 40 sign-ins run at once (real Argon2id cost, 19 MiB each).
// Loopback only; bounded; prints figures, asserts nothing.
// Run: node bench/server/hash-load.mjs
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIGN_INS = 40;
const PROBES = 30;
const PASSWORD = 'Demo-pass-2025!';
const hardStop = setTimeout(() => {
  console.error('benchmark took too long; stopping');
  process.exit(1);
}, 180_000);

const dist = mkdtempSync(join(tmpdir(), 'lp-bench-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Bench</title>${'x'.repeat(4000)}`);
const server = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
  env: { ...process.env, BENCH_APP_DIST: dist },
});
const baseUrl = await new Promise((resolve) =>
  server.once('message', (message) => resolve(message.address)),
);

async function timed(path, init) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, headers: response.headers };
}

const signIn = () =>
  timed('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@demo.edu', password: PASSWORD }),
  });

const first = await signIn();
const cookie = first.headers.get('set-cookie').split(';')[0];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function probe(label) {
  const statics = [];
  const mes = [];
  for (let index = 0; index < PROBES; index += 1) {
    statics.push((await timed('/')).ms);
    mes.push((await timed('/api/v1/auth/me', { headers: { cookie } })).ms);
  }
  const format = (values) =>
    `p50 ${percentile(values, 50).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  console.log(`${label}\n  GET /         ${format(statics)}\n  GET /auth/me  ${format(mes)}`);
}

await probe('idle');
const startedAt = performance.now();
const load = Promise.all(Array.from({ length: SIGN_INS }, () => signIn()));
await probe(`while ${SIGN_INS} sign-ins run`);
const results = await load;
const counts = {};
for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
console.log(
  `  the ${SIGN_INS} sign-ins: ${JSON.stringify(counts)} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s, p50 ${percentile(
    results.map((r) => r.ms),
    50,
  ).toFixed(0)} ms, max ${Math.max(...results.map((r) => r.ms)).toFixed(0)} ms`,
);

server.disconnect();
rmSync(dist, { recursive: true, force: true });
clearTimeout(hardStop);
