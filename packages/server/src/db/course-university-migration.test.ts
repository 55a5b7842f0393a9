import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { migrateToLatest, openDatabase } from './database';
import { migrationProvider } from './migrations';

describe('courses belong to a university (migration 0017)', () => {
  it('moves the courses of before to the default university, unshared, and asks new ones for theirs', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo('0016_certificates')).error).toBeUndefined();
      const at = new Date('2026-01-01T00:00:00Z');
      for (const id of ['old-draft', 'old-published']) {
        await sql`insert into courses (id, title, description, created_by_name,
          estimated_duration_hours, difficulty_level, category, language, is_published,
          created_at, updated_at)
          values (${id}, ${id}, '', 'A', 1, 'BEGINNER', 'General', 'en',
          ${id === 'old-published'}, ${at}, ${at})`.execute(db);
      }
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('courses')
        .select(['id', 'university_id', 'is_shared', 'is_published'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        {
          id: 'old-draft',
          university_id: DEFAULT_UNIVERSITY_ID,
          is_shared: false,
          is_published: false,
        },
        {
          id: 'old-published',
          university_id: DEFAULT_UNIVERSITY_ID,
          is_shared: false,
          is_published: true,
        },
      ]);
      // No default is left behind: a course without its university is refused.
      await expect(
        sql`insert into courses (id, title, description, created_by_name,
          estimated_duration_hours, difficulty_level, category, language, is_published,
          created_at, updated_at)
          values ('orphan', 'o', '', 'A', 1, 'BEGINNER', 'General', 'en', true, ${at}, ${at})`.execute(
          db,
        ),
      ).rejects.toThrow(/university_id/);
      await expect(
        sql`update courses set university_id = 'univ-nowhere' where id = 'old-draft'`.execute(db),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await db.destroy();
    }
  });
});
