import { userMessages } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

/**
 * Issue 37, item 6: an admin suspended the superuser (200) and locked them out. Every pair of
 * roles is tried on PUT /admin/users/:id/status, the actor one of the demo accounts and the
 * target an account of the same university holding the other role.
 */

const ROLES = ['student', 'teacher', 'university_admin', 'admin', 'superuser'] as const;
type Role = (typeof ROLES)[number];
const NO_AREA = 'You do not have permission to do this.';

/** What each actor gets for each target: 200, or 403 with its message. */
const EXPECTED: Record<Role, Record<Role, 200 | string>> = {
  student: {
    student: NO_AREA,
    teacher: NO_AREA,
    university_admin: NO_AREA,
    admin: NO_AREA,
    superuser: NO_AREA,
  },
  teacher: {
    student: NO_AREA,
    teacher: NO_AREA,
    university_admin: NO_AREA,
    admin: NO_AREA,
    superuser: NO_AREA,
  },
  university_admin: {
    student: 200,
    teacher: 200,
    university_admin: userMessages.higherRole,
    admin: userMessages.higherRole,
    superuser: userMessages.higherRole,
  },
  admin: {
    student: 200,
    teacher: 200,
    university_admin: 200,
    admin: 200,
    superuser: userMessages.superuserOnly,
  },
  superuser: { student: 200, teacher: 200, university_admin: 200, admin: 200, superuser: 200 },
};

let server: TestServer;
const actors = {} as Record<Role, Visitor>;
const targets = {} as Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  const passwordHash = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  for (const role of ROLES) {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
    actors[role] = visitor;
    const id = await insertUser(server.app.db, {
      email: `target-${role}@order.example`,
      passwordHash: passwordHash.password_hash,
      firstName: 'Target',
      lastName: role,
      roles: [role],
      verifiedAt: new Date('2026-01-01T00:00:00Z'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    targets[role] = id ?? '';
  }
});

afterAll(async () => {
  await server.app.close();
});

const setStatus = (actor: Visitor, id: string, status: 'active' | 'suspended') =>
  actor.call('PUT', `/api/v1/admin/users/${id}/status`, { json: { status } });

describe('the order of roles on suspension (issue 37, item 6)', () => {
  for (const actor of ROLES) {
    for (const target of ROLES) {
      const expected = EXPECTED[actor][target];
      it(`${actor} suspending ${target}: ${expected === 200 ? 200 : `403 ${expected}`}`, async () => {
        const response = await setStatus(actors[actor], targets[target], 'suspended');
        if (expected === 200) {
          expect(response.status).toBe(200);
          expect((await setStatus(actors[actor], targets[target], 'active')).status).toBe(200);
        } else {
          expect([response.status, response.body.message]).toEqual([403, expected]);
          const row = await server.app.db
            .selectFrom('users')
            .select('status')
            .where('id', '=', targets[target])
            .executeTakeFirstOrThrow();
          expect(row.status).toBe('active');
        }
      });
    }
  }

  it('leaves the superuser able to sign in after an admin tried to suspend them', async () => {
    const superuserId = (
      await server.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'superuser@demo.edu')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await setStatus(actors.admin, superuserId, 'suspended')).status).toBe(403);
    const again = new Visitor(server.baseUrl);
    expect((await again.signIn('superuser@demo.edu', DEMO_PASSWORD)).status).toBe(200);
  });

  it('does not suspend the last active superuser', async () => {
    const db = server.app.db;
    // The acting superuser's own account stops counting as active (say, marked inactive).
    await db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('email', '=', 'superuser@demo.edu')
      .execute();
    try {
      const response = await setStatus(actors.superuser, targets.superuser, 'suspended');
      expect([response.status, response.body.message]).toEqual([409, userMessages.lastSuperuser]);
    } finally {
      await db
        .updateTable('users')
        .set({ status: 'active' })
        .where('email', '=', 'superuser@demo.edu')
        .execute();
    }
    const row = await db
      .selectFrom('users')
      .select('status')
      .where('id', '=', targets.superuser)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    // With another active superuser, it goes ahead.
    expect((await setStatus(actors.superuser, targets.superuser, 'suspended')).status).toBe(200);
    expect((await setStatus(actors.superuser, targets.superuser, 'active')).status).toBe(200);
  });
});
