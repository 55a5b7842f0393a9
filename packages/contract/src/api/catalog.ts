import * as z from 'zod/mini';
import { isoDateTimeSchema, urlSafeIdSchema } from '../entities/id';
import { apiCourseSchema, difficultyLevels } from './courses';
import { inputMessages } from '../messages/input';

/**
 * The course catalogue (issue 32): GET /courses/catalog pages the university's published courses on
 * the server, so a university with thousands of courses stays fast. Every filter is optional and
 * lives in the page's address with the same names, so a filtered catalogue can be shared as a link.
 */

/** Duration bands a learner filters by: under 2 hours, 2 to 10 hours, over 10 hours. */
export const catalogDurations = ['short', 'medium', 'long'] as const;
export type CatalogDuration = (typeof catalogDurations)[number];
/** Upper bounds (exclusive) in hours of the first two bands; 'long' is everything from 10 up. */
export const CATALOG_DURATION_BOUNDS = { short: 2, medium: 10 } as const;

/** 'relevance' orders by the search's match and falls back to 'newest' without a search. */
export const catalogSorts = ['relevance', 'newest', 'title', 'duration'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

export const CATALOG_PAGE_SIZE = 24;
/** Longest search text kept; the rest is cut, not refused, as a search box would. */
export const CATALOG_QUERY_MAX_LENGTH = 200;

/**
 * The query string of GET /courses/catalog. Values arrive as strings; an unknown filter value or
 * page is a 400 with the field's message, never an empty page that looks like "no courses".
 */
export const catalogQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(CATALOG_QUERY_MAX_LENGTH))),
  category: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  level: z.optional(
    z.enum(difficultyLevels, { error: inputMessages.oneOf('level', difficultyLevels) }),
  ),
  language: z.optional(z.string().check(z.trim(), z.maxLength(35))),
  duration: z.optional(
    z.enum(catalogDurations, { error: inputMessages.oneOf('duration', catalogDurations) }),
  ),
  sort: z._default(
    z.enum(catalogSorts, { error: inputMessages.oneOf('sort', catalogSorts) }),
    'relevance',
  ),
  page: z._default(
    z.coerce.number({ error: inputMessages.wholeNumberFrom('page', 1) }).check(z.int(), z.gte(1)),
    1,
  ),
});
export type CatalogQuery = z.input<typeof catalogQuerySchema>;
export type ParsedCatalogQuery = z.infer<typeof catalogQuerySchema>;

/** `data` of GET /courses/catalog. `facets` are the values present in the university's catalogue. */
export const catalogPageSchema = z.object({
  items: z.array(apiCourseSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  facets: z.object({
    categories: z.array(z.string()),
    languages: z.array(z.string()),
  }),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;

/**
 * One row of My Courses (GET /courses/mine): an enrolled course with the learner's progress, the
 * lesson Continue opens (the first not completed; null when every lesson is done) and when the
 * last lesson was completed (null while in progress).
 */
export const myCourseSchema = z.extend(apiCourseSchema, {
  completedLessons: z.number().check(z.int(), z.nonnegative()),
  totalLessons: z.number().check(z.int(), z.nonnegative()),
  nextLessonId: z.nullable(urlSafeIdSchema),
  completedAt: z.nullable(isoDateTimeSchema),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** `data` of GET /courses/mine, most recently enrolled first. */
export const myCoursesSchema = z.array(myCourseSchema);
