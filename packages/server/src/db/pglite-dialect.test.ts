import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedSnapshot } from '../testing/database-snapshot';
import { migrateToLatest, openDatabase, type Db } from './database';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot() });
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

describe('the PGlite dialect', () => {
  it('rolls a failed transaction back', async () => {
    const insert = (trx: Db, id: string) =>
      trx.insertInto('transcripts').values({ id, title: 't', segments: '[]' }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 'rolled-back');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await db
      .selectFrom('transcripts')
      .select('id')
      .where('id', '=', 'rolled-back')
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps queries outside a running transaction out of it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('transcripts')
        .values({ id: 'inside', title: 't', segments: '[]' })
        .execute();
      await held;
      throw new Error('abort');
    });
    const outside = db.selectFrom('transcripts').select('id').where('id', '=', 'inside').execute();
    release();
    await expect(transaction).rejects.toThrow('abort');
    expect(await outside).toEqual([]);
  });

  it('reports affected rows', async () => {
    await db
      .insertInto('transcripts')
      .values({ id: 'counted', title: 't', segments: '[]' })
      .execute();
    const result = await db
      .updateTable('transcripts')
      .set({ title: 'u' })
      .where('id', '=', 'counted')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
