// User list at scale (issue 18): 10,000 accounts in one university, then GET /admin/users
// pages (unfiltered, searched, filtered, deep page) measured over HTTP on loopback.
// Prints p50 and p95 per query. Run: node --import tsx bench/server/user-list.ts
import { buildServer } from '../../packages/server/src/server';
import { DEFAULT_UNIVERSITY_ID } from '../../packages/server/src/tenancy/default-university';

const USERS = 10_000;
const RUNS = 200;
const PASSWORD = 'Bench-pass-2025!';

const app = await buildServer({ seed: true, seedPassword: PASSWORD, appUrl: 'http://bench.local' });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const { db } = app;

const { password_hash } = await db
  .selectFrom('users')
  .select('password_hash')
  .where('email', '=', 'admin@demo.edu')
  .executeTakeFirstOrThrow();
const departments = ['Physics', 'History', 'Computer Science', 'Medicine', 'Law', 'Art'];
const roles = ['student', 'student', 'student', 'student', 'student', 'student', 'teacher'];
const statuses = ['active', 'active', 'active', 'inactive', 'pending', 'suspended'];
const started = performance.now();
for (let offset = 0; offset < USERS; offset += 1_000) {
  await db
    .insertInto('users')
    .values(
      Array.from({ length: 1_000 }, (_, index) => {
        const n = offset + index;
        return {
          id: `bench-${n}`,
          email: `person${n}@bench.edu`,
          password_hash,
          first_name: `Person${n}`,
          last_name: `Surname${n % 97}`,
          roles: JSON.stringify([roles[n % roles.length]]),
          email_verified_at: new Date(),
          created_at: new Date(Date.now() - n * 60_000),
          university_id: DEFAULT_UNIVERSITY_ID,
          status: statuses[n % statuses.length],
          department: departments[n % departments.length],
        };
      }),
    )
    .execute();
}
console.log(`${USERS} accounts inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.edu', password: PASSWORD }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

const queries: Record<string, string> = {
  'first page': '',
  'search "surname4"': '?search=surname4',
  'students, Physics, active': '?role=student&department=Physics&status=active',
  'page 400 of 10': '?page=400',
  'search + filter, 50 a page': '?search=person1&role=student&pageSize=50',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

for (const [name, query] of Object.entries(queries)) {
  const times: number[] = [];
  let matching = 0;
  for (let run = 0; run < RUNS + 10; run += 1) {
    const at = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/admin/users${query}`, { headers: { cookie } });
    const body = (await response.json()) as { data: { matching: number } };
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    matching = body.data.matching;
    if (run >= 10) times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} ${String(matching).padStart(6)} matching  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}
await app.close();
