import { describe, expect, it } from 'vitest';
import { toggleRow, toggleSelectAll } from './selection';

describe('user table selection', () => {
  it('selects every filtered row', () => {
    expect([...toggleSelectAll(new Set(['x']), ['a', 'b'])]).toEqual(['a', 'b']);
  });

  it('clears when all filtered rows are selected', () => {
    expect(toggleSelectAll(new Set(['a', 'b']), ['a', 'b']).size).toBe(0);
  });

  it('toggles a single row', () => {
    expect([...toggleRow(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggleRow(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });
});
