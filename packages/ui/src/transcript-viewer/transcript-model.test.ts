import type { TranscriptSegment } from '@lp/contract';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  createSegmentSearch,
  emptyTranscriptText,
  filterSegments,
  findActivePosition,
  highlightParts,
  segmentCountText,
} from './transcript-model';
import { nextRowPosition } from './use-roving-rows';

function segment(overrides: Partial<TranscriptSegment> & { id: string }): TranscriptSegment {
  return {
    startTime: 0,
    endTime: 10,
    text: 'text',
    speaker: 'Dr. Sarah Chen',
    confidence: 0.95,
    keywords: [],
    importance: 'medium',
    category: 'concept',
    ...overrides,
  };
}

const segments = [
  segment({
    id: 'a',
    startTime: 0,
    endTime: 10,
    text: 'Machine Learning basics',
    importance: 'high',
  }),
  segment({
    id: 'b',
    startTime: 10,
    endTime: 20,
    text: 'An example of phishing',
    category: 'example',
  }),
  segment({
    id: 'c',
    startTime: 25,
    endTime: 30,
    text: 'Learning rate defined',
    category: 'definition',
    importance: 'low',
  }),
];
const index = buildSearchIndex(segments);

describe('transcript search and filters', () => {
  it('finds segments by text regardless of case and surrounding spaces', () => {
    expect(
      filterSegments(segments, index, { query: '  LEARNING ', importance: 'all', category: 'all' }),
    ).toEqual([0, 2]);
  });

  it('filters by importance and by category, and combines them with the search', () => {
    expect(
      filterSegments(segments, index, { query: '', importance: 'high', category: 'all' }),
    ).toEqual([0]);
    expect(
      filterSegments(segments, index, { query: '', importance: 'all', category: 'example' }),
    ).toEqual([1]);
    expect(
      filterSegments(segments, index, {
        query: 'learning',
        importance: 'low',
        category: 'definition',
      }),
    ).toEqual([2]);
    expect(
      filterSegments(segments, index, { query: 'phishing', importance: 'high', category: 'all' }),
    ).toEqual([]);
  });

  it('keeps every segment when no filter is on', () => {
    expect(
      filterSegments(segments, index, { query: '', importance: 'all', category: 'all' }),
    ).toEqual([0, 1, 2]);
  });

  it('splits text into marked matches, keeping the original case', () => {
    expect(highlightParts('Learning about learning', 'learn')).toEqual([
      { text: 'Learn', match: true },
      { text: 'ing about ', match: false },
      { text: 'learn', match: true },
      { text: 'ing', match: false },
    ]);
    expect(highlightParts('No query', '  ')).toEqual([{ text: 'No query', match: false }]);
  });

  it('finds the segment playing at a time, and none in a gap or before the start', () => {
    const all = [0, 1, 2];
    expect(findActivePosition(segments, all, 0)).toBe(0);
    expect(findActivePosition(segments, all, 15.5)).toBe(1);
    expect(findActivePosition(segments, all, 22)).toBe(-1);
    expect(findActivePosition(segments, all, 29.9)).toBe(2);
    expect(findActivePosition(segments, all, 30)).toBe(-1);
    expect(findActivePosition(segments, all, undefined)).toBe(-1);
    // Within a filtered list the position is the row's place in that list.
    expect(findActivePosition(segments, [0, 2], 26)).toBe(1);
    expect(findActivePosition(segments, [0, 2], 15)).toBe(-1);
  });

  it("uses the spec's empty texts and counts segments", () => {
    expect(emptyTranscriptText('')).toBe('No transcript segments found matching your criteria.');
    expect(emptyTranscriptText(' zebra ')).toBe('No transcript segments found for "zebra"');
    expect(segmentCountText(1)).toBe('1 segment');
    expect(segmentCountText(42)).toBe('42 segments');
  });
});

describe('cached segment search', () => {
  it('gives the same answers as a full scan while typing forward, deleting and changing filters', () => {
    const search = createSegmentSearch(segments);
    const steps = [
      { query: 'l', importance: 'all', category: 'all' },
      { query: 'le', importance: 'all', category: 'all' },
      { query: 'learning r', importance: 'all', category: 'all' },
      { query: 'le', importance: 'all', category: 'all' },
      { query: 'le', importance: 'low', category: 'all' },
      { query: 'an', importance: 'all', category: 'example' },
      { query: '', importance: 'all', category: 'all' },
    ] as const;
    const answers = steps.map((step) => search(step));
    expect(answers).toEqual([[0, 1, 2], [0, 1, 2], [2], [0, 1, 2], [2], [1], [0, 1, 2]]);
  });
});

describe('roving row keys', () => {
  it('moves by one, by a page and to the ends, never past them', () => {
    expect(nextRowPosition('ArrowDown', 0, 5)).toBe(1);
    expect(nextRowPosition('ArrowDown', 4, 5)).toBe(4);
    expect(nextRowPosition('ArrowUp', 0, 5)).toBe(0);
    expect(nextRowPosition('PageDown', 0, 50)).toBe(10);
    expect(nextRowPosition('PageUp', 3, 50)).toBe(0);
    expect(nextRowPosition('End', 0, 50)).toBe(49);
    expect(nextRowPosition('Home', 20, 50)).toBe(0);
    expect(nextRowPosition('Enter', 2, 5)).toBeNull();
    expect(nextRowPosition('ArrowDown', 0, 0)).toBeNull();
  });
});
