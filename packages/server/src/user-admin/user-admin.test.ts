import { userListResponseSchema, userMessages } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

// User management (issue 18, spec 2 §2.15): one university's accounts, filtered and paged by
// the database; suspend for real. A test per role, and across universities.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.app;
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  const add = async (
    email: string,
    role: string,
    department: string,
    universityId = DEFAULT_UNIVERSITY_ID,
  ) => {
    const id = await insertUser(db, {
      universityId,
      email,
      passwordHash: password_hash,
      firstName: email.split('@')[0]!.split('.')[0]!,
      lastName: 'Tester',
      roles: [role],
      verifiedAt: new Date(),
      createdAt: new Date(),
    });
    await db.updateTable('users').set({ department }).where('id', '=', id!).execute();
  };
  for (let i = 0; i < 12; i += 1) await add(`learner${i}@uni.edu`, 'student', 'Physics');
  await add('percent%name@uni.edu', 'student', 'Chemistry');
  await add('lecturer@uni.edu', 'teacher', 'Physics');
  await add('nb.learner@northbridge.example.edu', 'student', 'History', 'univ-northbridge');
});
afterAll(() => server.app.close());

async function as(role: string, email = `${role}@demo.edu`): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(email, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

async function list(visitor: Visitor, query = '') {
  const response = await visitor.call('GET', `/api/v1/admin/users${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return userListResponseSchema.parse(response.body.data);
}

const idOf = async (email: string) =>
  (
    await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

describe('GET /admin/users', () => {
  it.each(['admin', 'superuser', 'university_admin'])(
    "gives %s the university's accounts, ten a page, with its totals and departments",
    async (role) => {
      const page = await list(await as(role));
      expect(page.universityId).toBe(DEFAULT_UNIVERSITY_ID);
      expect(page.users).toHaveLength(10);
      expect(page.matching).toBe(page.totals.total);
      expect(page.totals.students).toBeGreaterThanOrEqual(14);
      expect(page.departments).toEqual(['Chemistry', 'Physics']);
      expect(page.users.every((user) => user.university === 'Learning Platform')).toBe(true);
      expect(page.users.some((user) => user.email.endsWith('northbridge.example.edu'))).toBe(false);
    },
  );

  it.each(['student', 'teacher'])('refuses %s with 403', async (role) => {
    expect((await (await as(role)).call('GET', '/api/v1/admin/users')).status).toBe(403);
  });

  it('lets an admin open another university, and a university_admin only their own (404)', async () => {
    const northbridge = await list(await as('admin'), '?universityId=univ-northbridge');
    expect(northbridge.users.map((user) => user.email)).toEqual([
      'nb.learner@northbridge.example.edu',
    ]);
    const refused = await (
      await as('university_admin')
    ).call('GET', '/api/v1/admin/users?universityId=univ-northbridge');
    expect(refused.status).toBe(404);
  });

  it('searches name and e-mail literally, case-insensitively', async () => {
    const admin = await as('admin');
    expect((await list(admin, '?search=LEARNER1')).users.map((user) => user.email).sort()).toEqual([
      'learner10@uni.edu',
      'learner11@uni.edu',
      'learner1@uni.edu',
    ]);
    // % is a character here, not a wildcard.
    expect((await list(admin, '?search=%25')).users.map((user) => user.email)).toEqual([
      'percent%name@uni.edu',
    ]);
  });

  it('filters by role, status and department, and pages through the matches', async () => {
    const admin = await as('admin');
    const teachers = await list(admin, '?role=teacher&department=Physics');
    expect(teachers.users.map((user) => user.email)).toEqual(['lecturer@uni.edu']);
    const physics = await list(admin, '?role=student&department=Physics&pageSize=10&page=2');
    expect(physics.matching).toBe(12);
    expect(physics.users).toHaveLength(2);
    const first = await list(admin, '?role=student&department=Physics');
    const seen = new Set([...first.users, ...physics.users].map((user) => user.id));
    expect(seen.size).toBe(12);
    expect(first.users[0]!.coursesEnrolled).toBe(0);
    // The superuser's account is listed as an admin (the list's roles, spec 2 §3).
    const admins = await list(admin, '?role=admin');
    expect(admins.users.map((user) => user.email).sort()).toEqual([
      'admin@demo.edu',
      'superuser@demo.edu',
    ]);
  });

  it('refuses a malformed query with a clear message', async () => {
    const admin = await as('admin');
    const cases: Array<[string, string]> = [
      ['?role=wizard', 'role must be one of student, teacher, university_admin, admin'],
      ['?pageSize=7', 'pageSize must be one of 10, 25, 50'],
      ['?page=0', 'page must be at least 1'],
      ['?page=two', 'page must be a number'],
    ];
    for (const [query, message] of cases) {
      const response = await admin.call('GET', `/api/v1/admin/users${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('PUT /admin/users/:id/status', () => {
  const setStatus = (visitor: Visitor, id: string, status: string) =>
    visitor.call('PUT', `/api/v1/admin/users/${id}/status`, { json: { status } });

  it('suspends an account at once (its session ends, sign-in is refused), then restores it', async () => {
    const admin = await as('admin');
    const learner = new Visitor(server.baseUrl);
    expect((await learner.signIn('learner3@uni.edu', DEMO_PASSWORD)).status).toBe(200);
    const id = await idOf('learner3@uni.edu');

    const suspended = await setStatus(admin, id, 'suspended');
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe(userMessages.suspended);
    expect((await learner.call('GET', '/api/v1/auth/me')).status).toBe(401);
    expect(
      (await new Visitor(server.baseUrl).signIn('learner3@uni.edu', DEMO_PASSWORD)).status,
    ).toBe(403);
    expect((await list(admin, '?status=suspended')).users.map((user) => user.id)).toContain(id);

    expect((await setStatus(admin, id, 'active')).status).toBe(200);
    expect(
      (await new Visitor(server.baseUrl).signIn('learner3@uni.edu', DEMO_PASSWORD)).status,
    ).toBe(200);
  });

  it('refuses to suspend oneself', async () => {
    const admin = await as('admin');
    const response = await setStatus(admin, await idOf('admin@demo.edu'), 'suspended');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(userMessages.notYourself);
  });

  it('keeps a university_admin to their own university and to students and teachers', async () => {
    const universityAdmin = await as('university_admin');
    const outside = await setStatus(
      universityAdmin,
      await idOf('nb.learner@northbridge.example.edu'),
      'suspended',
    );
    expect(outside.status).toBe(404);
    const above = await setStatus(universityAdmin, await idOf('admin@demo.edu'), 'suspended');
    expect(above.status).toBe(403);
    expect(above.body.message).toBe(userMessages.higherRole);
    const teacher = await idOf('lecturer@uni.edu');
    expect((await setStatus(universityAdmin, teacher, 'suspended')).status).toBe(200);
    expect((await setStatus(universityAdmin, teacher, 'active')).status).toBe(200);
  });

  it.each(['student', 'teacher'])('refuses %s with 403', async (role) => {
    const response = await setStatus(await as(role), await idOf('learner5@uni.edu'), 'suspended');
    expect(response.status).toBe(403);
  });

  it('answers 404 for an unknown account and 400 for an unknown status', async () => {
    const admin = await as('admin');
    expect((await setStatus(admin, 'nobody', 'suspended')).status).toBe(404);
    const bad = await setStatus(admin, await idOf('learner5@uni.edu'), 'pending');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be active or suspended');
  });
});
