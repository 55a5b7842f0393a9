import { describe, expect, it } from 'vitest';
import { formatStudentsCount, performanceRating, updatedAgo } from './format';

describe('performanceRating', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89.9, 'Good'],
    [80, 'Good'],
    [70, 'Average'],
    [69, 'Poor'],
    [0, 'Poor'],
  ])('labels %d as %s', (score, label) => {
    expect(performanceRating(score)).toBe(label);
  });
});

describe('formatStudentsCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [1500, '1.5K'],
    [2000, '2K'],
    [12456, '12.5K'],
  ])('shows %d as %s', (count, text) => {
    expect(formatStudentsCount(count)).toBe(text);
  });
});

describe('updatedAgo', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('names today, yesterday and whole days before', () => {
    expect(updatedAgo('2026-11-23T08:00:00Z', now)).toBe('Updated today');
    expect(updatedAgo('2026-11-22T12:00:00Z', now)).toBe('Updated yesterday');
    expect(updatedAgo('2026-11-20T11:00:00Z', now)).toBe('Updated 3 days ago');
  });
});
