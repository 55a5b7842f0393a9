import type { AdminUserRow, UserListResponse } from '@lp/contract/api';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { avatarUrlOf } from '../account/avatar-store';

/** The filters of the list, already checked by the contract's query schema. */
export interface UserFilters {
  search?: string;
  role?: AdminUserRow['role'];
  status?: AdminUserRow['status'];
  department?: string;
}

/** A search term as a LIKE pattern that matches it literally (%, _ and \ escaped). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The list shows one role per account: the active (first) one, a superuser as admin. */
const listRole = sql<string>`case users.roles->>0 when 'superuser' then 'admin' else users.roles->>0 end`;

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

function filtered(query: UsersQuery, filters: UserFilters): UsersQuery {
  let result = query;
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    result = result.where((eb: ExpressionBuilder<Database, 'users'>) =>
      eb.or([
        eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern),
        eb('users.email', 'like', pattern),
      ]),
    );
  }
  if (filters.role) result = result.where(listRole, '=', filters.role);
  if (filters.status) result = result.where('users.status', '=', filters.status);
  if (filters.department) result = result.where('users.department', '=', filters.department);
  return result;
}

/**
 * One page of a university's accounts, with the count of all that match, the university's
 * unfiltered totals and its departments: four queries, each answered from the database (and
 * its index on university_id) rather than in memory, so a page costs the same at 10,000 users.
 */
export async function listUsers(
  db: Db,
  university: { id: string; name: string },
  filters: UserFilters,
  page: { page: number; pageSize: number },
): Promise<UserListResponse> {
  const ofUniversity = db.selectFrom('users').where('users.university_id', '=', university.id);
  const [rows, matching, totals, departments] = await Promise.all([
    filtered(ofUniversity, filters)
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('enrollments')
            .select(['enrollments.user_id', sql<number>`count(*)::int`.as('courses')])
            .groupBy('enrollments.user_id')
            .as('enrolled'),
        (join) => join.onRef('enrolled.user_id', '=', 'users.id'),
      )
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        listRole.as('role'),
        'users.status',
        'users.department',
        'users.created_at',
        'users.last_active_at',
        'enrolled.courses',
        'users.avatar_file',
      ])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    filtered(ofUniversity, filters)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
    ofUniversity
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) filter (where users.status = 'active')::int`.as('active'),
        sql<number>`count(*) filter (where users.roles->>0 = 'student')::int`.as('students'),
        sql<number>`count(*) filter (where users.roles->>0 = 'teacher')::int`.as('teachers'),
        sql<number>`count(*) filter (where users.roles->>0 in ('admin', 'superuser', 'university_admin'))::int`.as(
          'admins',
        ),
      ])
      .executeTakeFirstOrThrow(),
    ofUniversity
      .select('users.department')
      .distinct()
      .where('users.department', '<>', '')
      .orderBy('users.department')
      .execute(),
  ]);
  return {
    universityId: university.id,
    users: rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      role: row.role as AdminUserRow['role'],
      status: row.status as AdminUserRow['status'],
      university: university.name,
      department: row.department,
      lastActiveAt: row.last_active_at ? row.last_active_at.toISOString() : null,
      joinedAt: row.created_at.toISOString(),
      ...(row.role === 'student' ? { coursesEnrolled: row.courses ?? 0 } : {}),
      ...(row.avatar_file ? { avatarUrl: avatarUrlOf(row.avatar_file) } : {}),
    })),
    page: page.page,
    pageSize: page.pageSize,
    matching: matching.count,
    totals,
    departments: departments.map((row) => row.department),
  };
}
