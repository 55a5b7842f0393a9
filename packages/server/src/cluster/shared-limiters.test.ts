import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { migratedSnapshot } from '../testing/database-snapshot';
import { manualClock } from '../testing/test-server';
import { SharedAttemptCounters } from './shared-limiters';

// The statements of the shared limiters (issue 37, item 9), on the embedded database: the
// same SQL as on PostgreSQL. Several processes at once: cluster/two-processes.test.ts.

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot() });
});
afterAll(() => db.destroy());

describe('shared attempt counters', () => {
  it('counts and decides in one step: of 30 at once, exactly the limit pass', async () => {
    const clock = manualClock();
    const limiter = new SharedAttemptCounters(db, clock.now).limiter('burst', {
      max: 10,
      windowMs: 60_000,
    });
    const waits = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('k')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(20);
    // Past the limit the count stays at its cap.
    expect(await limiter.count('k')).toBe(11);
  });

  it('keeps the in-memory rules: wait to the window end, forgive, reset, new window', async () => {
    const clock = manualClock();
    const limiter = new SharedAttemptCounters(db, clock.now).limiter('rules', {
      max: 2,
      windowMs: 60_000,
    });
    expect(await limiter.check('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.check('a')).toBe(60);
    clock.advance(15_000);
    expect(await limiter.hit('a')).toBe(45);
    await limiter.forgive('a');
    await limiter.forgive('a');
    expect(await limiter.count('a')).toBe(1);
    expect(await limiter.check('a')).toBe(0);
    // Forgiven to zero, the row goes.
    await limiter.forgive('a');
    const rows = await db
      .selectFrom('cluster_attempts')
      .select('key')
      .where('limiter', '=', 'rules')
      .execute();
    expect(rows).toEqual([]);
    await limiter.hit('a');
    await limiter.reset('a');
    expect(await limiter.count('a')).toBe(0);
    await limiter.hit('a');
    await limiter.hit('a');
    clock.advance(60_000);
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.count('a')).toBe(1);
  });
});
