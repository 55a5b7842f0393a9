import type {
  CATALOG_QUERY_MAX_LENGTH,
  CatalogDuration,
  CatalogSort,
  difficultyLevels,
} from '@lp/contract/api';
import { queryPath } from './query-path';
import { defineResource } from './resource';

// The schemas arrive with the first answer rather than with the page (see api-client.ts); the
// rest of this module is types and plain values, so a loader waits for nothing heavy.
const api = () => import('@lp/contract/api');

/** GET /courses/catalog: one page of the university's published courses, with the facets. */
export const catalogResource = defineResource(() => api().then((m) => m.catalogPageSchema));
/** GET /courses/mine: the learner's enrolments with their progress. */
export const myCoursesResource = defineResource(() => api().then((m) => m.myCoursesSchema));

type CatalogLevel = (typeof difficultyLevels)[number];

/**
 * What the catalogue shows, as its address says (/catalog?q=…&level=…&page=2): the API's own
 * names and values (packages/contract/src/api/catalog.ts). '' is "any".
 */
export interface CatalogPlace {
  q: string;
  category: string;
  level: CatalogLevel | '';
  language: string;
  duration: CatalogDuration | '';
  sort: CatalogSort;
  page: number;
}

// The contract's values as records, so a value added there fails to compile here. Its lists
// are not imported as values: they sit beside the schemas, whose zod the page loads later.
const levels: Record<CatalogLevel, true> = { BEGINNER: true, INTERMEDIATE: true, ADVANCED: true };
const durations: Record<CatalogDuration, true> = { short: true, medium: true, long: true };
const sorts: Record<CatalogSort, true> = {
  relevance: true,
  newest: true,
  title: true,
  duration: true,
};
/** Lengths the API accepts (catalogQuerySchema); longer text is cut, as a search box would. */
const QUERY_MAX: typeof CATALOG_QUERY_MAX_LENGTH = 200;
const CATEGORY_MAX = 100;
const LANGUAGE_MAX = 35;

const oneOf = <T extends string>(values: Record<T, true>, value: string | null): T | '' =>
  value !== null && Object.hasOwn(values, value) ? (value as T) : '';
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/**
 * Reads the catalogue's address. A value the API would refuse (an unknown level, page 0) falls
 * back to "any" or the first page rather than failing the page: an edited or old link still
 * opens the catalogue.
 */
export function catalogPlace(params: URLSearchParams): CatalogPlace {
  const page = Number(params.get('page'));
  return {
    q: text(params.get('q'), QUERY_MAX),
    category: text(params.get('category'), CATEGORY_MAX),
    level: oneOf(levels, params.get('level')),
    language: text(params.get('language'), LANGUAGE_MAX),
    duration: oneOf(durations, params.get('duration')),
    sort: oneOf(sorts, params.get('sort')) || 'relevance',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query of a place, without its defaults: the page's address and the API's share it. */
export function catalogQuery(place: CatalogPlace): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of ['q', 'category', 'level', 'language', 'duration'] as const) {
    if (place[name] !== '') query[name] = place[name];
  }
  if (place.sort !== 'relevance') query.sort = place.sort;
  if (place.page !== 1) query.page = String(place.page);
  return query;
}

/** The /api/v1 paths of the catalogue and My Courses (docs/api.md). */
export const catalogPaths = {
  page: (place: CatalogPlace) => queryPath('/courses/catalog', catalogQuery(place)),
  mine: '/courses/mine',
} as const;
