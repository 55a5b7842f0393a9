// Forgot-password timing (issue 19, item 7): median answer time for an address with an
// account and one without, production mode, pairs in alternating order. Loopback only.
// Run: node --import tsx bench/server/forgot-timing.ts
import { buildServer } from '../../packages/server/src/server';

const PAIRS = 200;
const unlimited = { max: 1_000_000, windowMs: 60_000 };
const app = await buildServer({
  production: true,
  seed: false,
  appUrl: 'http://bench.local',
  rateLimits: { emailPerAccount: unlimited, emailPerAccountAtIp: unlimited, emailPerIp: unlimited },
});
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function post(path: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return performance.now() - started;
}

await post('register', {
  email: 'known@bench.edu',
  password: 'Correct-horse-battery-9',
  firstName: 'Known',
  lastName: 'Person',
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const known: number[] = [];
const unknown: number[] = [];
let knownSlower = 0;
for (let pair = 0; pair < PAIRS; pair += 1) {
  const order = pair % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
  const times: Record<string, number> = {};
  for (const which of order) {
    times[which] = await post('forgot-password', {
      email: which === 'known' ? 'known@bench.edu' : `nobody-${pair}@bench.edu`,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  known.push(times.known!);
  unknown.push(times.unknown!);
  if (times.known! > times.unknown!) knownSlower += 1;
}
console.log(
  `forgot-password, ${PAIRS} pairs: median existing ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms; existing slower in ${knownSlower} of ${PAIRS} pairs`,
);
await app.close();
