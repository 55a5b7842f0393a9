import { describe, expect, it } from 'vitest';
import { confidenceBand, notePreview } from './transcript';

describe('confidenceBand', () => {
  it.each([
    [0.95, 'high', 'green'],
    [0.9, 'medium', 'yellow'],
    [0.85, 'medium', 'yellow'],
    [0.8, 'low', 'red'],
    [0.2, 'low', 'red'],
  ])('puts %d in the %s (%s) band', (confidence, level, color) => {
    expect(confidenceBand(confidence)).toEqual({ level, color });
  });
});

describe('notePreview', () => {
  it('keeps short notes whole', () => {
    expect(notePreview('Short note')).toBe('Short note');
  });

  it('cuts long notes at 100 characters', () => {
    const preview = notePreview('x'.repeat(150));
    expect(preview).toBe(`${'x'.repeat(100)}…`);
  });
});
