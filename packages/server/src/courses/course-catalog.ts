import {
  CATALOG_DURATION_BOUNDS,
  CATALOG_PAGE_SIZE,
  type CatalogPage,
  type ParsedCatalogQuery,
} from '@lp/contract/api';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { containsPattern } from '../user-admin/user-query';
import { toApiCourse, visibleIn } from './course-repository';

type CoursesQuery<O> = SelectQueryBuilder<Database, 'courses', O>;

/**
 * The catalogue's rows before paging: the university's published courses (and those shared
 * with it), narrowed by the query's search and filters. The search is a contains-search over
 * the stored lower-cased text (`search_text`): it matches part of a word, as a search box is
 * expected to, and needs no extension on either PostgreSQL or PGlite; at 5,000 courses it stays
 * inside the target (docs/benchmarks.md, catalogue).
 */
function matching<O>(query: CoursesQuery<O>, filters: ParsedCatalogQuery, universityId: string) {
  let result = query.where(visibleIn(universityId)).where('courses.is_published', '=', true);
  if (filters.q) result = result.where('courses.search_text', 'like', containsPattern(filters.q));
  if (filters.category) result = result.where('courses.category', '=', filters.category);
  if (filters.language) result = result.where('courses.language', '=', filters.language);
  if (filters.level) result = result.where('courses.difficulty_level', '=', filters.level);
  const hours = 'courses.estimated_duration_hours';
  if (filters.duration === 'short')
    result = result.where(hours, '<', CATALOG_DURATION_BOUNDS.short);
  if (filters.duration === 'medium')
    result = result
      .where(hours, '>=', CATALOG_DURATION_BOUNDS.short)
      .where(hours, '<', CATALOG_DURATION_BOUNDS.medium);
  if (filters.duration === 'long')
    result = result.where(hours, '>=', CATALOG_DURATION_BOUNDS.medium);
  return result;
}

/** The query's order; every order ends on the id, so pages never repeat or skip a course. */
function ordered<O>(query: CoursesQuery<O>, filters: ParsedCatalogQuery) {
  const newest = (q: CoursesQuery<O>) =>
    q.orderBy('courses.created_at', 'desc').orderBy('courses.id', 'asc');
  switch (filters.sort) {
    case 'title':
      return query.orderBy(sql`lower(courses.title)`).orderBy('courses.id', 'asc');
    case 'duration':
      return query
        .orderBy('courses.estimated_duration_hours', 'asc')
        .orderBy(sql`lower(courses.title)`)
        .orderBy('courses.id', 'asc');
    case 'newest':
      return newest(query);
    case 'relevance': {
      if (!filters.q) return newest(query);
      // A match in the title first, then in the category, then in the description only.
      const pattern = containsPattern(filters.q);
      const rank = sql`case when lower(courses.title) like ${pattern} then 0
        when lower(courses.category) like ${pattern} then 1 else 2 end`;
      return newest(query.orderBy(rank));
    }
  }
}

/**
 * The distinct values of one column over the university's published courses and those shared
 * with it. The university's own are read by skipping through its index from one value to the
 * next (a few index probes, however many courses: a plain `distinct` reads every row); shared
 * courses are few.
 */
async function facetValues(
  db: Db,
  universityId: string,
  column: 'category' | 'language',
): Promise<string[]> {
  const value = sql.ref(`courses.${column}`);
  const { rows } = await sql<{ value: string }>`
    with recursive own (value) as (
      (select ${value} from courses
        where university_id = ${universityId} and is_published
        order by ${value} limit 1)
      union all
      select (select ${value} from courses
          where university_id = ${universityId} and is_published and ${value} > own.value
          order by ${value} limit 1)
        from own where own.value is not null
    )
    select value from own where value is not null
    union
    select ${value} from courses where is_shared and is_published
    order by value`.execute(db);
  return rows.map((row) => row.value);
}

/** GET /courses/catalog (issue 32): one page of the university's catalogue, with its facets. */
export async function catalogPage(
  db: Db,
  universityId: string,
  userId: string,
  filters: ParsedCatalogQuery,
): Promise<CatalogPage> {
  // A search reads every course anyway, so it counts its matches in the same pass (a window);
  // browsing reads one page in index order and counts apart, which is cheaper than a window.
  const matchCount = filters.q
    ? sql<number | null>`(count(*) over ())::int`
    : sql<number | null>`null::int`;
  const page = ordered(
    matching(
      db
        .selectFrom('courses')
        .leftJoin('enrollments', (join) =>
          join
            .onRef('enrollments.course_id', '=', 'courses.id')
            .on('enrollments.user_id', '=', userId),
        )
        .selectAll('courses')
        .select(['enrollments.progress', 'enrollments.enrolled_at', matchCount.as('matching')]),
      filters,
      universityId,
    ),
    filters,
  )
    .limit(CATALOG_PAGE_SIZE)
    .offset((filters.page - 1) * CATALOG_PAGE_SIZE)
    .execute();
  const count = async (rows: { matching: number | null }[]) => {
    const counted = rows[0]?.matching;
    if (typeof counted === 'number') return counted;
    const row = await matching(
      db.selectFrom('courses').select(sql<number>`count(*)::int`.as('count')),
      filters,
      universityId,
    ).executeTakeFirstOrThrow();
    return row.count;
  };
  // The facets are the values of the whole catalogue, not of this search: a filter never hides
  // the other values a learner could switch to.
  const [items, categories, languages] = await Promise.all([
    page,
    facetValues(db, universityId, 'category'),
    facetValues(db, universityId, 'language'),
  ]);
  return {
    items: items.map((row) => toApiCourse(row, row)),
    total: await count(items),
    page: filters.page,
    pageSize: CATALOG_PAGE_SIZE,
    facets: { categories, languages },
  };
}
