// Course catalogue at scale (issue 32): 5,000 published courses in one university, then
// GET /courses/catalog pages (no filter, search, filter + sort, deep page, and the rest)
// measured over HTTP on loopback. Prints p50 and p95 per query shape; asserts nothing.
// Run: node --import tsx bench/server/catalog.ts
import { loadavg } from 'node:os';
import { CATALOG_PAGE_SIZE } from '@lp/contract/api';
import { sql } from 'kysely';
import { buildServer } from '../../packages/server/src/server';
import { DEFAULT_UNIVERSITY_ID } from '../../packages/server/src/tenancy/default-university';

const COURSES = 5_000;
const RUNS = 200;
const WARM_UP = 10;
const PASSWORD = 'Bench-pass-2025!';

const app = await buildServer({ seed: true, seedPassword: PASSWORD, appUrl: 'http://bench.local' });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const { db } = app;

const words = ['Data', 'Design', 'History', 'Marine', 'Security', 'Leadership', 'Music', 'Law'];
const categories = ['Science', 'Arts', 'Business', 'Health', 'Engineering', 'Languages'];
const levels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'];
const languages = ['en', 'en', 'en', 'fr', 'de', 'es'];
const started = performance.now();
for (let offset = 0; offset < COURSES; offset += 1_000) {
  await db
    .insertInto('courses')
    .values(
      Array.from({ length: 1_000 }, (_, index) => {
        const n = offset + index;
        const at = new Date(Date.UTC(2020, 0, 1) + n * 3_600_000);
        return {
          id: `bench-course-${n}`,
          title: `${words[n % words.length]} ${words[(n * 7) % words.length]} ${n}`,
          description: `Course ${n}: a ${categories[n % categories.length]!.toLowerCase()} course of the bench.`,
          created_by_name: 'Bench Author',
          created_by_user_id: null,
          estimated_duration_hours: (n % 40) / 2,
          difficulty_level: levels[n % levels.length]!,
          category: categories[n % categories.length]!,
          language: languages[n % languages.length]!,
          image_url: null,
          is_published: true,
          university_id: DEFAULT_UNIVERSITY_ID,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}
// Fresh statistics, as autovacuum would have gathered on a deployment that grew to this size.
await sql`analyze courses`.execute(db);
console.log(
  `${COURSES} courses inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'student@demo.edu', password: PASSWORD }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

const deepPage = 50;
const queries: Record<string, string> = {
  'no filter (newest)': '',
  'search "marine"': '?q=marine',
  'search "course 42" (description)': '?q=course%2042',
  'filter + sort (level, language, title)': '?level=INTERMEDIATE&language=en&sort=title',
  'category + duration, by duration': '?category=Science&duration=medium&sort=duration',
  [`page ${deepPage} of ${Math.ceil(COURSES / CATALOG_PAGE_SIZE)}`]: `?page=${deepPage}`,
  'search + filter + page 3': '?q=data&duration=long&page=3',
};

// The figures are only as quiet as the machine: a shared one says so here.
const load = () =>
  loadavg()
    .map((each) => each.toFixed(1))
    .join(' ');
console.log(`load average before: ${load()}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

for (const [name, query] of Object.entries(queries)) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS + WARM_UP; run += 1) {
    const at = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/courses/catalog${query}`, {
      headers: { cookie },
    });
    const body = (await response.json()) as { data: { total: number } };
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    total = body.data.total;
    if (run >= WARM_UP) times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(42)} ${String(total).padStart(5)} matching  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}
console.log(`load average after: ${load()}`);
await app.close();
