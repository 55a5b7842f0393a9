import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { migrateToLatest, openDatabase } from './database';
import { migrationProvider } from './migrations';

describe('programs and dashboard content belong to a university (migration 0020)', () => {
  it('gives those of before to the default university and asks new ones for theirs', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo('0019_languages')).error).toBeUndefined();
      await sql`insert into programs (id, position, body) values ('old-program', 0, '{}')`.execute(
        db,
      );
      await sql`insert into dashboard_content (id, body) values ('default', '{}')`.execute(db);
      await migrateToLatest(db);
      expect(await db.selectFrom('programs').select(['id', 'university_id']).execute()).toEqual([
        { id: 'old-program', university_id: DEFAULT_UNIVERSITY_ID },
      ]);
      expect(
        await db.selectFrom('dashboard_content').select(['id', 'university_id']).execute(),
      ).toEqual([{ id: 'default', university_id: DEFAULT_UNIVERSITY_ID }]);
      // No default is left: a program without its university is refused, and so is a second
      // dashboard row for one university.
      await expect(
        sql`insert into programs (id, position, body) values ('orphan', 1, '{}')`.execute(db),
      ).rejects.toThrow(/university_id/);
      await expect(
        sql`insert into dashboard_content (id, university_id, body)
          values ('again', ${DEFAULT_UNIVERSITY_ID}, '{}')`.execute(db),
      ).rejects.toThrow(/unique|duplicate/);
    } finally {
      await db.destroy();
    }
  });
});
