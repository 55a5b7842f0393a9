import { universityLanguages } from './university-languages';
import { canAccess, type University } from '@lp/contract';
import type { UniversityTotals } from '@lp/contract/api';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UniversityRow } from './university-repository';

/** Whether these roles reach every university (admin, superuser), not only their own. */
export const reachesEveryUniversity = (roles: readonly string[]) =>
  roles.some((role) => canAccess('university-management', role));

type Counts = { students: number; teachers: number; users: number };

/** Students, teachers and all accounts per university, counted from the users table. */
async function countsByUniversity(db: Db): Promise<Map<string, Counts>> {
  const rows = await db
    .selectFrom('users')
    .select([
      'university_id',
      sql<number>`count(*) filter (where roles @> '["student"]'::jsonb)::int`.as('students'),
      sql<number>`count(*) filter (where roles @> '["teacher"]'::jsonb)::int`.as('teachers'),
      sql<number>`count(*)::int`.as('users'),
    ])
    .groupBy('university_id')
    .execute();
  return new Map(rows.map(({ university_id, ...counts }) => [university_id, counts]));
}

/** Published courses per university, each counted at the university it belongs to (issue 32). */
async function publishedCoursesByUniversity(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('courses')
    .select(['university_id', sql<number>`count(*)::int`.as('count')])
    .where('is_published', '=', true)
    .groupBy('university_id')
    .execute();
  return new Map(rows.map((row) => [row.university_id, row.count]));
}

/** A row as the API describes a university, with its counts. */
function toUniversity(row: UniversityRow, counts: Counts | undefined, courses: number): University {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ...(row.domain ? { domain: row.domain } : {}),
    description: row.description,
    status: row.status as University['status'],
    branding: row.branding,
    totalStudents: counts?.students ?? 0,
    totalTeachers: counts?.teachers ?? 0,
    totalCourses: courses,
    languages: universityLanguages(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The universities a user may see (every one for admin and superuser, else their own), by
 * name, with the totals of the super dashboard's cards over them.
 */
export async function universityDirectory(
  db: Db,
  viewer: { roles: readonly string[]; universityId: string },
): Promise<{ universities: University[]; totals: UniversityTotals }> {
  let query = db.selectFrom('universities').selectAll().orderBy('name').orderBy('id');
  if (!reachesEveryUniversity(viewer.roles)) query = query.where('id', '=', viewer.universityId);
  const [rows, counts, courses] = await Promise.all([
    query.execute(),
    countsByUniversity(db),
    publishedCoursesByUniversity(db),
  ]);
  const universities = rows.map((row) =>
    toUniversity(row, counts.get(row.id), courses.get(row.id) ?? 0),
  );
  return {
    universities,
    totals: {
      universities: universities.length,
      activeUniversities: universities.filter((each) => each.status === 'active').length,
      users: rows.reduce((sum, row) => sum + (counts.get(row.id)?.users ?? 0), 0),
      // Over the universities listed: a university_admin's card counts only their own.
      courses: universities.reduce((sum, each) => sum + each.totalCourses, 0),
    },
  };
}
