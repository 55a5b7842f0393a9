import type { TranscriptSegment } from '@lp/contract';
import en from '@lp/locales/en/ui-transcript-viewer';

export type TranscriptImportance = TranscriptSegment['importance'];
export type TranscriptCategory = TranscriptSegment['category'];

/** What the viewer filters by; `'all'` switches a filter off. */
export interface TranscriptFilter {
  query: string;
  importance: TranscriptImportance | 'all';
  category: TranscriptCategory | 'all';
}

/**
 * The search index: the lower-cased text of every segment, built once per segment list so a
 * keystroke only runs `includes` over ready strings (no per-keystroke lower-casing of 100,000 texts).
 */
export function buildSearchIndex(segments: readonly TranscriptSegment[]): string[] {
  return segments.map((segment) => segment.text.toLowerCase());
}

/** The normalised query: trimmed and lower-cased; empty means no text filter. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * Indexes (into `segments`) of the segments that pass the filter, in transcript order.
 * Cheap filters (importance, category) run before the text test.
 */
export function filterSegments(
  segments: readonly TranscriptSegment[],
  index: readonly string[],
  filter: TranscriptFilter,
): number[] {
  const query = normalizeQuery(filter.query);
  const { importance, category } = filter;
  const result: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (importance !== 'all' && segment.importance !== importance) continue;
    if (category !== 'all' && segment.category !== category) continue;
    if (query && !(index[i] ?? '').includes(query)) continue;
    result.push(i);
  }
  return result;
}

/** A piece of segment text, marked when it matches the query. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` into plain and matching parts (case-insensitive); computed per visible row only. */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = normalizeQuery(query);
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  let at = haystack.indexOf(needle, from);
  while (at !== -1) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
    at = haystack.indexOf(needle, from);
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/**
 * Position (within `visible`, indexes into `segments`) of the segment playing at `time`:
 * start <= time < end. Binary search on start times, so it stays cheap at every time update.
 * Returns -1 when no visible segment covers the time.
 */
export function findActivePosition(
  segments: readonly TranscriptSegment[],
  visible: readonly number[],
  time: number | undefined,
): number {
  if (time === undefined || !Number.isFinite(time)) return -1;
  let low = 0;
  let high = visible.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const segment = segments[visible[mid]!]!;
    if (segment.startTime <= time) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (found === -1) return -1;
  const segment = segments[visible[found]!]!;
  return time < segment.endTime ? found : -1;
}

/** The polite announcement of how many segments are shown, in English (the viewer speaks its tree's language). */
export function segmentCountText(count: number): string {
  return en.count({ count });
}

/** The spec's empty texts (spec 1 §2.7): one for a search, one for filters alone. */
export function emptyTranscriptText(query: string): string {
  const trimmed = query.trim();
  return trimmed ? en.emptyQuery({ query: trimmed }) : en.emptyFilters;
}

/** How many recent filter results a search keeps for narrowing and for Backspace. */
export const SEARCH_CACHE_SIZE = 16;

/**
 * The search of one segment list: the lower-cased index is built once, and results are cached
 * so typing forward only narrows the previous result (a query that extends a cached one scans
 * its matches, not the whole list) and Backspace returns a cached result at once.
 */
export function createSegmentSearch(segments: readonly TranscriptSegment[]) {
  const index = buildSearchIndex(segments);
  const cache = new Map<string, number[]>();
  const remember = (key: string, result: number[]) => {
    cache.delete(key);
    cache.set(key, result);
    if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return result;
  };
  return function search(filter: TranscriptFilter): number[] {
    const query = normalizeQuery(filter.query);
    const prefix = `${filter.importance}|${filter.category}|`;
    const hit = cache.get(prefix + query);
    if (hit) return remember(prefix + query, hit);
    for (let length = query.length - 1; length >= 0; length--) {
      const base = cache.get(prefix + query.slice(0, length));
      if (!base) continue;
      const narrowed: number[] = [];
      for (const i of base) if ((index[i] ?? '').includes(query)) narrowed.push(i);
      return remember(prefix + query, narrowed);
    }
    return remember(prefix + query, filterSegments(segments, index, filter));
  };
}
