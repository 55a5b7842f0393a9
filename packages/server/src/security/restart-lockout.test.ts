import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESERVED_EMAIL_MESSAGE } from '@lp/contract/api';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, type NewUser } from '../auth/users';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { migrationProvider } from '../db/migrations';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { refuseDemoPasswordInProduction } from '../seed/seed';
import { buildServer } from '../server';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { createPasswordHasher } from './password';

/**
 * Issue 37, item 2: registering `superuser@demo.edu` with the published password on a
 * production server made its next start refuse ("the demo account … still has the published
 * demo password"). A stranger must not be able to stop a deployment from starting.
 */

const TEST_COST = 2 ** 10;
const cheap = { unsafeTestPasswordCost: TEST_COST, appUrl: 'http://app.test' } as const;
const hasher = createPasswordHasher(TEST_COST);
const folders: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    production: true,
    seed: false,
    mailTransport: { send: async () => {} },
  });
});
afterAll(async () => {
  await server.app.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** An account at a demo address holding the published password. */
async function demoAddressAccount(db: Db, email: string, extra: Partial<NewUser>) {
  await insertUser(db, {
    email,
    passwordHash: await hasher.hash(DEMO_PASSWORD),
    firstName: 'Eve',
    lastName: 'Stranger',
    roles: ['student'],
    verifiedAt: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...extra,
  });
}

describe('a restart cannot be blocked through registration (issue 37, item 2)', () => {
  it('refuses to register an address of the demo domain', async () => {
    for (const email of ['superuser@demo.edu', 'SuperUser@Demo.EDU', 'someone@lab.demo.edu']) {
      const response = await new Visitor(server.baseUrl).call('POST', '/api/v1/auth/register', {
        json: { email, password: DEMO_PASSWORD, firstName: 'Eve', lastName: 'Stranger' },
      });
      expect(response.status, email).toBe(400);
      expect(response.body.message).toBe(RESERVED_EMAIL_MESSAGE);
    }
    const created = await server.app.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%demo.edu')
      .execute();
    expect(created).toEqual([]);
  });

  it('still registers an address that only looks like the demo domain', async () => {
    const response = await new Visitor(server.baseUrl).call('POST', '/api/v1/auth/register', {
      json: {
        email: 'someone@notdemo.edu',
        password: 'Quiet-lantern-48',
        firstName: 'Ana',
        lastName: 'Real',
      },
    });
    expect(response.status).toBe(201);
  });

  it(
    'restarts in production over unconfirmed and unseeded accounts at demo addresses',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lp-lockout-'));
      folders.push(dataDir);
      const first = await buildServer({
        ...cheap,
        production: true,
        database: { kind: 'pglite', dataDir },
      });
      // As a registration before this fix left it: unconfirmed.
      await demoAddressAccount(first.db, 'superuser@demo.edu', {});
      // Confirmed from its e-mail, a day later: someone's, not the seed's.
      await demoAddressAccount(first.db, 'admin@demo.edu', {
        verifiedAt: new Date('2026-01-02T00:00:00Z'),
      });
      await first.close();
      const second = await buildServer({
        ...cheap,
        production: true,
        database: { kind: 'pglite', dataDir },
      });
      await second.close();
    },
  );

  it('still refuses a start while an account the seed made keeps the published password', async () => {
    const db = server.app.db;
    await refuseDemoPasswordInProduction(db, hasher);
    await demoAddressAccount(db, 'teacher@demo.edu', {
      verifiedAt: new Date('2026-01-01T00:00:00Z'),
      seeded: true,
    });
    await expect(refuseDemoPasswordInProduction(db, hasher)).rejects.toThrow(
      'the demo account teacher@demo.edu still has the published demo password',
    );
  });
});

describe('the accounts earlier seeds made (migration 0013)', () => {
  it('marks a confirmed-at-creation demo account as seeded, and no other', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo('0012_cluster')).error).toBeUndefined();
      const made = new Date('2026-01-01T00:00:00Z');
      const rows = [
        // What the seed wrote: confirmed as it was made.
        { email: 'student@demo.edu', verified: made },
        // Registered, confirmed from its e-mail a day later; registered, never confirmed.
        { email: 'teacher@demo.edu', verified: new Date('2026-01-02T00:00:00Z') },
        { email: 'admin@demo.edu', verified: null },
        // Not a demo address.
        { email: 'ada@uni.edu', verified: made },
      ];
      for (const [index, row] of rows.entries()) {
        await sql`insert into users (id, email, password_hash, first_name, last_name, roles,
          email_verified_at, created_at)
          values (${`user-${index}`}, ${row.email}, 'x', 'A', 'B', '["student"]'::jsonb,
          ${row.verified}, ${made})`.execute(db);
      }
      await migrateToLatest(db);
      const seeded = await db
        .selectFrom('users')
        .select('email')
        .where('seeded', '=', true)
        .execute();
      expect(seeded).toEqual([{ email: 'student@demo.edu' }]);
    } finally {
      await db.destroy();
    }
  });
});
