import type { CatalogDuration, CatalogSort, difficultyLevels } from '@lp/contract/api';

// The catalogue's fixed filter values are the contract's (packages/contract/src/api/catalog.ts).
// Typed as records over the contract's unions, so a value added there fails to compile here
// until it has a label; imported as types only, so the page does not load the schemas' zod.

/** A course level as the catalogue's address and API name it. */
export type CatalogLevel = (typeof difficultyLevels)[number];

/** The level filter's choices, labelled as the cards show levels (spec 2 §3's mapping). */
export const catalogLevelLabels: Record<CatalogLevel, string> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
};

/** The duration bands (CATALOG_DURATION_BOUNDS: under 2 hours, 2 to 10, 10 and more). */
export const catalogDurationLabels: Record<CatalogDuration, string> = {
  short: 'Under 2 hours',
  medium: '2 to 10 hours',
  long: '10 hours or more',
};

/** The orders, in the order the sort menu lists them; 'relevance' is the default. */
export const catalogSortLabels: Record<CatalogSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  title: 'Title (A to Z)',
  duration: 'Shortest first',
};

/**
 * A language code's English name ('en' → 'English'), or the code itself where the runtime
 * does not know it. English on both sides, so the server and the browser draw the same name.
 */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    // A code Intl refuses (malformed): show it as it is rather than fail the page.
    return code;
  }
}
