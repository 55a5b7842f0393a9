import { organizationSchema, sampleUniversities } from '@lp/contract';
import { organizationListResponseSchema } from '@lp/contract/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { seedOrganizations, seededOrganizations } from './organizations-seed';

// Organizations for every university (issue 18): the deployment's own and each active sample
// university start with their own, and each one's admin sees only theirs.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const activeUniversityIds = [
  DEFAULT_UNIVERSITY_ID,
  ...sampleUniversities.filter((u) => u.status === 'active').map((u) => u.id),
];

/** An admin account that belongs to the university, signed in (the demo admin's password). */
async function adminOf(universityId: string): Promise<Visitor> {
  const email = `admin.${universityId}@organizations-seed.test`;
  const { password_hash } = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'admin@demo.edu')
    .executeTakeFirstOrThrow();
  await insertUser(server.app.db, {
    email,
    passwordHash: password_hash,
    firstName: 'Ada',
    lastName: 'Admin',
    roles: ['admin'],
    verifiedAt: new Date(),
    createdAt: new Date(),
    universityId,
  });
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(email, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

async function organizationCount(): Promise<number> {
  const row = await server.app.db
    .selectFrom('organizations')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('seeded organizations', () => {
  it('gives every active university records of its own, valid and with ids unique across all', () => {
    const all = Object.values(seededOrganizations).flat();
    for (const universityId of activeUniversityIds) {
      expect(seededOrganizations[universityId]?.length, universityId).toBeGreaterThan(0);
    }
    for (const organization of all) organizationSchema.parse(organization);
    expect(new Set(all.map((organization) => organization.id)).size).toBe(all.length);
    expect(new Set(all.map((organization) => organization.name)).size).toBe(all.length);
  });

  it.each(activeUniversityIds)(
    "lets %s's admin see only that university's organizations",
    async (universityId) => {
      const response = await (
        await adminOf(universityId)
      ).call('GET', '/api/v1/admin/organizations');
      expect(response.status).toBe(200);
      const answer = organizationListResponseSchema.parse(response.body.data);
      expect(answer.universityId).toBe(universityId);
      expect(answer.organizations).toEqual(seededOrganizations[universityId]);
    },
  );

  it('gives inactive and suspended universities none', async () => {
    const superuser = new Visitor(server.baseUrl);
    expect((await superuser.signIn('superuser@demo.edu', DEMO_PASSWORD)).status).toBe(200);
    for (const university of sampleUniversities.filter((u) => u.status !== 'active')) {
      const response = await superuser.call(
        'GET',
        `/api/v1/admin/organizations?universityId=${university.id}`,
      );
      expect(response.status).toBe(200);
      expect(organizationListResponseSchema.parse(response.body.data).organizations).toEqual([]);
    }
  });

  it('seeds again without duplicates, keeping a record the deployment changed', async () => {
    const [first] = seededOrganizations['univ-northbridge']!;
    const renamed = { ...first!, name: 'Renamed by the deployment' };
    await server.app.db
      .updateTable('organizations')
      .set({ body: JSON.stringify(renamed) })
      .where('id', '=', first!.id)
      .execute();
    const before = await organizationCount();

    await seedOrganizations(server.app.db);

    expect(await organizationCount()).toBe(before);
    const kept = await server.app.db
      .selectFrom('organizations')
      .select('body')
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(organizationSchema.parse(kept.body).name).toBe('Renamed by the deployment');
  });
});
