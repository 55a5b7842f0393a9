import type { AccountExport } from '@lp/contract/api';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { preferencesOf } from './preference-routes';

/** What the right of access hands back (issue 35): the person's own rows, and no one else's. */
export async function exportOf(db: Db, userId: string, at: Date): Promise<AccountExport> {
  const user = await db
    .selectFrom('users')
    .innerJoin('universities', 'universities.id', 'users.university_id')
    .select([
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.roles',
      'users.department',
      'users.created_at',
      'universities.name as university_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const [enrolments, stats, events, preferences] = await Promise.all([
    db
      .selectFrom('enrollments')
      .select(['course_id', 'progress', 'enrolled_at'])
      .where('user_id', '=', userId)
      .orderBy('enrolled_at')
      .execute(),
    db
      .selectFrom('learner_stats')
      .select(['progress_percent', 'points', 'streak_days', 'heatmap'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('calendar_events')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('start_time')
      .execute(),
    preferencesOf(db, userId),
  ]);
  return {
    exportedAt: at.toISOString(),
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      roles: user.roles,
      universityName: user.university_name,
      department: user.department,
      createdAt: user.created_at.toISOString(),
    },
    preferences,
    enrolments: enrolments.map((row) => ({
      courseId: row.course_id,
      enrolledAt: row.enrolled_at.toISOString(),
    })),
    progress: [
      ...enrolments.map((row) => ({ courseId: row.course_id, percent: row.progress })),
      ...stats.map((row) => ({
        overallPercent: row.progress_percent,
        points: row.points,
        streakDays: row.streak_days,
        hoursByDayAndSlot: row.heatmap,
      })),
    ],
    // Notes and bookmarks live in the person's browser (the lesson player keeps them there):
    // the page adds them to the archive it downloads.
    notes: [],
    bookmarks: [],
    calendarEvents: events.map(({ user_id: _owner, ...event }) => ({
      ...event,
      start_time: event.start_time.toISOString(),
      end_time: event.end_time.toISOString(),
      created_at: event.created_at.toISOString(),
      updated_at: event.updated_at.toISOString(),
    })),
  };
}

const ADMIN_ROLES = sql<boolean>`(roles @> '["admin"]'::jsonb or roles @> '["university_admin"]'::jsonb)`;

/** Whether the user administers their university and no one else does (issue 35). */
export async function isLastAdmin(
  db: Db,
  user: { id: string; roles: readonly string[] },
  universityId: string,
): Promise<boolean> {
  if (!user.roles.some((role) => role === 'admin' || role === 'university_admin')) return false;
  const others = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('university_id', '=', universityId)
    .where('id', '!=', user.id)
    .where('status', '!=', 'suspended')
    .where(ADMIN_ROLES)
    .executeTakeFirstOrThrow();
  return others.count === 0;
}

/**
 * Deletes an account (issue 35; docs/api.md says what is removed and what anonymised): the
 * person's own rows go; records others keep (the audit log, branding history, courses they
 * wrote) stay, no longer naming them.
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
  const deleted = 'Deleted account';
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['avatar_file', 'university_id'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('audit_log')
      .set({ actor_user_id: null, actor_email: deleted })
      .where('actor_user_id', '=', user.id)
      .execute();
    await trx
      .updateTable('branding_versions')
      .set({ saved_by_user_id: null, saved_by_name: deleted })
      .where('saved_by_user_id', '=', user.id)
      .execute();
    await trx.deleteFrom('outbox').where('to_address', '=', user.email).execute();
    await trx.deleteFrom('tokens').where('email', '=', user.email).execute();
    // Sessions, enrolments, figures, calendar events, tokens and sign-in identities go with the
    // account (their foreign keys cascade); a course they wrote stays, unlinked from it.
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    // The avatar's bytes, unless someone else of the university uses the same picture.
    if (row.avatar_file) {
      const shared = await trx
        .selectFrom('users')
        .select('id')
        .where('university_id', '=', row.university_id)
        .where('avatar_file', '=', row.avatar_file)
        .executeTakeFirst();
      if (!shared) {
        await trx
          .deleteFrom('user_avatars')
          .where('university_id', '=', row.university_id)
          .where('file_name', '=', row.avatar_file)
          .execute();
      }
    }
  });
}
