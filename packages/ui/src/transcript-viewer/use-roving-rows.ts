import { useCallback, useState } from 'react';

/** How far PageUp and PageDown move the focus. */
export const PAGE_ROWS = 10;

/**
 * The row a navigation key moves to, or null when the key is not a row key.
 * Up/Down by one, PageUp/PageDown by `PAGE_ROWS`, Home/End to the ends; clamped.
 */
export function nextRowPosition(key: string, position: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const clamp = (value: number) => Math.min(last, Math.max(0, value));
  switch (key) {
    case 'ArrowDown':
      return clamp(position + 1);
    case 'ArrowUp':
      return clamp(position - 1);
    case 'PageDown':
      return clamp(position + PAGE_ROWS);
    case 'PageUp':
      return clamp(position - PAGE_ROWS);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

export interface UseRovingRowsOptions {
  /** How many rows the list shows. */
  count: number;
  /** The row that takes Tab focus before the user has moved (the playing segment). @default 0 */
  initialPosition?: number;
}

/**
 * Roving focus over a virtualized list: one row is in the tab order, arrows move it. React Aria's
 * GridList does this over a collection of every item, which at 100,000 segments costs more than
 * the whole list; this keeps only a number, and the list keeps that row mounted.
 */
export function useRovingRows({ count, initialPosition = 0 }: UseRovingRowsOptions) {
  const [moved, setMoved] = useState<number | null>(null);
  const raw = moved ?? initialPosition;
  const focusPosition = count > 0 ? Math.min(Math.max(raw, 0), count - 1) : -1;

  /** Moves for a key; returns the new position, or null when the key is not a row key. */
  const move = useCallback(
    (key: string): number | null => {
      const next = nextRowPosition(key, focusPosition, count);
      if (next !== null) setMoved(next);
      return next;
    },
    [focusPosition, count],
  );

  const focusAt = useCallback((position: number) => setMoved(position), []);

  return { focusPosition, move, focusAt };
}
