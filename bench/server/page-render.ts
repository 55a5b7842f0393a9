// What drawing a page on the server costs (issue 20, decision 0018; issue 31: the server runs
// the app's routing for every page): the time from request to answer, in process (`inject`,
// no network), for pages the app's render draws and for a redirect of its loaders. Uses the
// built app: `npm run build -w @lp/app` first. Prints p50 and p95 per page, and whether the
// page was drawn (its lp-page state carries hydration data); stops if an answer is not the
// one expected.
// Run: NODE_ENV=production node --import tsx bench/server/page-render.ts
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_STATE_ID } from '@lp/contract';
import { buildServer } from '../../packages/server/src/server';

const RUNS = 60;
const WARM_UP = 5;
const PASSWORD = 'Bench-pass-2025!';
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appDistDir = path.join(repo, 'packages/app/dist');
if (!existsSync(path.join(repo, 'packages/app/dist-ssr/entry-server.js'))) {
  console.error('No built render module: run `npm run build -w @lp/app` first.');
  process.exit(1);
}

const app = await buildServer({
  seed: true,
  seedPassword: PASSWORD,
  appUrl: 'http://bench.local',
  production: true,
  appDistDir,
});
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  headers: { host: 'bench.local', 'content-type': 'application/json' },
  payload: { email: 'student@demo.edu', password: PASSWORD },
});
const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
const phone =
  'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Mobile Safari/537.36';

/** Name, path, headers and the status the answer must have. */
const pages: Array<[string, string, Record<string, string>, number]> = [
  ['sign-in (signed out)', '/auth/login', {}, 200],
  ['dashboard', '/dashboard', { cookie }, 200],
  ['text lesson', '/course/course-1/lesson/lesson-1-2', { cookie }, 200],
  ['video lesson', '/course/course-1/lesson/lesson-1-1', { cookie }, 200],
  ['calendar', '/calendar', { cookie }, 200],
  ['dashboard (signed out: redirect)', '/dashboard', {}, 302],
];

/** Whether the page's state carries what the browser hydrates a drawn page with. */
function drawnIn(html: string): boolean {
  const text = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  return (
    text !== undefined && (JSON.parse(text) as { hydration?: unknown }).hydration !== undefined
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

console.log(`page render, in process, ${RUNS} runs each (NODE_ENV=${process.env.NODE_ENV ?? ''})`);
for (const [name, url, headers, status] of pages) {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { host: 'bench.local', 'user-agent': phone, 'accept-encoding': 'br', ...headers },
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== status) throw new Error(`${url} answered ${response.statusCode}`);
    if (run >= WARM_UP) times.push(elapsed);
  }
  const plain = await app.inject({
    method: 'GET',
    url,
    headers: { host: 'bench.local', 'user-agent': phone, ...headers },
  });
  const outcome =
    status === 200 ? (drawnIn(plain.body) ? '' : '  (not drawn)') : `  (${plain.headers.location})`;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${percentile(times, 0.95).toFixed(1)} ms${outcome}`,
  );
}
await app.close();
