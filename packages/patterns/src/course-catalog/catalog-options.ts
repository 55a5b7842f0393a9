import type { CatalogDuration, CatalogSort, difficultyLevels } from '@lp/contract/api';
import * as courseCatalogMessages from '@lp/locales/en/course-catalog';

// The catalogue's fixed filter values are the contract's (packages/contract/src/api/catalog.ts).
// Typed as records over the contract's unions, so a value added there fails to compile here
// until it has a label; imported as types only, so the page does not load the schemas' zod.

/** A course level as the catalogue's address and API name it. */
export type CatalogLevel = (typeof difficultyLevels)[number];

type CourseCatalogMessages = typeof courseCatalogMessages.default;

/** The filter menus' labels in a language: levels, duration bands and orders. */
export interface CatalogOptionLabels {
  levels: Record<CatalogLevel, string>;
  durations: Record<CatalogDuration, string>;
  sorts: Record<CatalogSort, string>;
}

/** The labels from a language's messages (the compiled `course-catalog` namespace). */
export function catalogOptionLabelsFrom(m: CourseCatalogMessages): CatalogOptionLabels {
  return {
    // The level filter's choices, labelled as the cards show levels (spec 2 §3's mapping).
    levels: {
      BEGINNER: m.levelBeginner,
      INTERMEDIATE: m.levelIntermediate,
      ADVANCED: m.levelAdvanced,
    },
    // The duration bands (CATALOG_DURATION_BOUNDS: under 2 hours, 2 to 10, 10 and more).
    durations: { short: m.durationShort, medium: m.durationMedium, long: m.durationLong },
    // The orders, in the order the sort menu lists them; 'relevance' is the default.
    sorts: {
      relevance: m.sortRelevance,
      newest: m.sortNewest,
      title: m.sortTitle,
      duration: m.sortDuration,
    },
  };
}

const englishLabels = catalogOptionLabelsFrom(courseCatalogMessages.default);

/** The level filter's choices in English, labelled as the cards show levels (spec 2 §3's mapping). */
export const catalogLevelLabels: Record<CatalogLevel, string> = englishLabels.levels;

/** The duration bands in English (CATALOG_DURATION_BOUNDS: under 2 hours, 2 to 10, 10 and more). */
export const catalogDurationLabels: Record<CatalogDuration, string> = englishLabels.durations;

/** The orders in English, in the order the sort menu lists them; 'relevance' is the default. */
export const catalogSortLabels: Record<CatalogSort, string> = englishLabels.sorts;

/**
 * A language code's name in a language ('en' → 'English'), or the code itself where the runtime
 * does not know it. The page's language on both sides, so the server and the browser draw the
 * same name. @default locale 'en'
 */
export function languageName(code: string, locale = 'en'): string {
  try {
    const tag = locale === 'en-XA' ? 'en' : locale;
    return new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    // A code Intl refuses (malformed): show it as it is rather than fail the page.
    return code;
  }
}
