import { describe, expect, it } from 'vitest';
import { heatmapLevel } from './heatmap';

describe('heatmapLevel', () => {
  it.each([
    [0, 0],
    [0.99, 0],
    [1, 1],
    [1.99, 1],
    [2, 2],
    [5, 2],
  ])('puts %d hours at level %d', (hours, level) => {
    expect(heatmapLevel(hours)).toBe(level);
  });
});
