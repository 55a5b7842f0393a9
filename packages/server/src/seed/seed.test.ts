import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { createPasswordHasher } from '../security/password';
import { migratedSnapshot } from '../testing/database-snapshot';
import { manualClock } from '../testing/test-server';
import { sampleCalendarEvents } from '@lp/contract';
import { demoAccounts } from './demo-accounts';
import { SEEDED_LIVE_STREAM_URL } from './live-calendar-seed';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { seedDemoData, seededCourses } from './seed';
import { universityCourseSeeds } from './university-courses-seed';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot() });
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

describe('seedDemoData', () => {
  it('creates one verified account per role and the twelve sample courses, once', async () => {
    const passwords = createPasswordHasher(2 ** 10);
    const clock = manualClock();
    const first = await seedDemoData(db, passwords, clock.now);
    expect(first.createdAccounts).toEqual(demoAccounts.map((account) => account.email));
    const samples = Array.from({ length: 12 }, (_, index) => `course-${index + 1}`);
    expect(seededCourses.map((course) => course.id)).toEqual(samples);
    // Then each sample university's own (issue 32).
    expect(first.createdCourses).toEqual([
      ...samples,
      ...universityCourseSeeds.map((seed) => seed.id),
    ]);
    const owners = await db.selectFrom('courses').select(['id', 'university_id']).execute();
    const ownerOf = new Map(owners.map((row) => [row.id, row.university_id]));
    expect(samples.map((id) => ownerOf.get(id))).toEqual(samples.map(() => DEFAULT_UNIVERSITY_ID));
    for (const seed of universityCourseSeeds) expect(ownerOf.get(seed.id)).toBe(seed.universityId);
    expect(new Set(universityCourseSeeds.map((seed) => seed.universityId)).size).toBe(4);

    const second = await seedDemoData(db, passwords, clock.now);
    expect(second).toEqual({ createdAccounts: [], createdCourses: [] });

    const users = await db.selectFrom('users').select(['roles', 'email_verified_at']).execute();
    expect(users.map((user) => user.roles[0]).sort()).toEqual(
      demoAccounts.map((account) => account.role).sort(),
    );
    expect(users.every((user) => user.email_verified_at !== null)).toBe(true);
  });

  it('puts the Lakeside demo student at Lakeside, every other demo account at the default university', async () => {
    const rows = await db.selectFrom('users').select(['email', 'university_id']).execute();
    const universityOf = new Map(rows.map((row) => [row.email, row.university_id]));
    for (const account of demoAccounts) {
      expect(universityOf.get(account.email), account.email).toBe(
        'universityId' in account ? account.universityId : DEFAULT_UNIVERSITY_ID,
      );
    }
    expect(universityOf.get('student@lakeside.demo.edu')).toBe('univ-lakeside');
  });

  it("seeds the learner's home once: program, instructors, content, cohort and demo learner", async () => {
    type Table = 'programs' | 'instructors' | 'dashboard_content' | 'learner_stats' | 'enrollments';
    const count = async (table: Table) =>
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = {
      programs: await count('programs'),
      instructors: await count('instructors'),
      content: await count('dashboard_content'),
      stats: await count('learner_stats'),
      enrollments: await count('enrollments'),
    };
    // 19 cohort learners plus the demo learner; the demo learner's six enrolments. A program
    // and a dashboard row for the default university and each of the four with own courses.
    expect(before).toEqual({ programs: 5, instructors: 3, content: 5, stats: 20, enrollments: 6 });
    await seedDemoData(db, createPasswordHasher(2 ** 10), manualClock().now);
    expect(await count('programs')).toBe(5);
    expect(await count('dashboard_content')).toBe(5);
    expect(await count('learner_stats')).toBe(20);
    expect(await count('enrollments')).toBe(6);
  });

  it("seeds the live stream and the demo learner's week of events once, and keeps an admin's change", async () => {
    const rows = () =>
      Promise.all([
        db.selectFrom('video_settings').select(['kind', 'url']).orderBy('kind').execute(),
        db.selectFrom('calendar_events').select(['id', 'start_time']).orderBy('id').execute(),
      ]);
    const [settings, events] = await rows();
    expect(settings).toEqual([{ kind: 'live', url: SEEDED_LIVE_STREAM_URL }]);
    expect(events).toHaveLength(sampleCalendarEvents.length);

    await db.updateTable('video_settings').set({ url: 'https://vimeo.com/42' }).execute();
    // A later start, weeks on: nothing is added, moved or overwritten.
    await seedDemoData(
      db,
      createPasswordHasher(2 ** 10),
      manualClock(Date.parse('2026-03-18T12:00:00Z')).now,
    );
    const [settingsAfter, eventsAfter] = await rows();
    expect(settingsAfter).toEqual([{ kind: 'live', url: 'https://vimeo.com/42' }]);
    expect(eventsAfter).toEqual(events);
  });

  it('migrates an already migrated database without change', async () => {
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
  });
});
