import { sampleCourses } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { createPasswordHasher } from '../security/password';
import { migratedSnapshot } from '../testing/database-snapshot';
import { manualClock } from '../testing/test-server';
import { demoAccounts } from './demo-accounts';
import { seedDemoData } from './seed';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot() });
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

describe('seedDemoData', () => {
  it('creates one verified account per role and the sample courses, once', async () => {
    const passwords = createPasswordHasher(2 ** 10);
    const clock = manualClock();
    const first = await seedDemoData(db, passwords, clock.now);
    expect(first.createdAccounts).toEqual(demoAccounts.map((account) => account.email));
    expect(first.createdCourses).toEqual(sampleCourses.map((course) => course.id));

    const second = await seedDemoData(db, passwords, clock.now);
    expect(second).toEqual({ createdAccounts: [], createdCourses: [] });

    const users = await db.selectFrom('users').select(['roles', 'email_verified_at']).execute();
    expect(users.map((user) => user.roles[0]).sort()).toEqual(
      demoAccounts.map((account) => account.role).sort(),
    );
    expect(users.every((user) => user.email_verified_at !== null)).toBe(true);
  });

  it('migrates an already migrated database without change', async () => {
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
  });
});
