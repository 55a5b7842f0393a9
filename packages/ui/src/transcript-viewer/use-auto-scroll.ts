import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseAutoScrollOptions {
  /** Position of the segment playing now, or -1 when none. */
  activePosition: number;
  /** Brings a position into view (the virtualizer's `scrollToIndex`). */
  scrollToPosition: (position: number) => void;
  /** Follow the playback at all. @default true */
  enabled?: boolean;
  /** Resume following on its own after this many ms without user scrolling; off when undefined. @default undefined */
  resumeAfterMs?: number;
}

export interface AutoScrollState {
  /** True while the user's own scrolling has paused the follow-along. */
  suspended: boolean;
  /** Call on a sign that the user scrolls (wheel, touch, scroll keys, scrollbar drag, roving focus). */
  suspend: () => void;
  /** Follow the playback again and jump to the segment playing now ('Resume auto-scroll'). */
  resume: () => void;
}

/**
 * The auto-scroll rules of the transcript (spec 1 §2.7): follow the segment at the current
 * time; the user's own scrolling suspends following (it is never fought), and only `resume()`
 * (or, when set, `resumeAfterMs` of quiet) brings it back. Programmatic scrolls never suspend,
 * because suspension comes from user-intent events, not from `scroll` events.
 */
export function useAutoScroll({
  activePosition,
  scrollToPosition,
  enabled = true,
  resumeAfterMs,
}: UseAutoScrollOptions): AutoScrollState {
  const [suspended, setSuspended] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scrollRef = useRef(scrollToPosition);
  useEffect(() => {
    scrollRef.current = scrollToPosition;
  });

  useEffect(() => {
    if (!enabled || suspended || activePosition < 0) return;
    scrollRef.current(activePosition);
  }, [activePosition, suspended, enabled]);

  const suspend = useCallback(() => {
    setSuspended(true);
    clearTimeout(timer.current);
    if (resumeAfterMs !== undefined) {
      timer.current = setTimeout(() => setSuspended(false), resumeAfterMs);
    }
  }, [resumeAfterMs]);

  const resume = useCallback(() => {
    clearTimeout(timer.current);
    setSuspended(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { suspended, suspend, resume };
}

const scrollKeys = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);

/** True for keys that scroll a focused scroll container. */
export function isScrollKey(key: string): boolean {
  return scrollKeys.has(key);
}
