import { useCallback, useRef, useState } from 'react';

/** What failed last: the action's target and what it threw. */
export interface RowActionFailure<T> {
  target: T;
  error: unknown;
}

export interface RowAction<T> {
  /** The target of the action running now; null when none runs. */
  pending: T | null;
  /** The last action's failure; null once another starts or it is cleared. */
  failure: RowActionFailure<T> | null;
  /**
   * Runs `action` for `target` unless one is already running: a second press before the
   * re-render starts nothing. A synchronous result (no promise) ends at once without a pending
   * state. Resolves true when it ran and did not throw.
   */
  run: (target: T, action: () => unknown) => Promise<boolean>;
  /** Whether an action runs now, read synchronously (e.g. to keep a dialog open). */
  isRunning: () => boolean;
  /** Forgets the failure (a dismissed banner, a closed dialog). */
  clearFailure: () => void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/**
 * One action at a time over a list's rows or a dialog's confirm: which target is busy, which
 * failed and why, and a guard read synchronously so a double press cannot start it twice.
 */
export function useRowAction<T = true>(): RowAction<T> {
  const [pending, setPending] = useState<T | null>(null);
  const [failure, setFailure] = useState<RowActionFailure<T> | null>(null);
  // Read synchronously, so a second press before the re-render cannot start a second action.
  const running = useRef(false);

  const run = useCallback(async (target: T, action: () => unknown) => {
    if (running.current) return false;
    setFailure(null);
    try {
      const result = action();
      if (!isThenable(result)) return true;
      running.current = true;
      setPending(() => target);
      await result;
      return true;
    } catch (error) {
      setFailure({ target, error });
      return false;
    } finally {
      if (running.current) {
        running.current = false;
        setPending(null);
      }
    }
  }, []);
  const isRunning = useCallback(() => running.current, []);
  const clearFailure = useCallback(() => setFailure(null), []);

  return { pending, failure, run, isRunning, clearFailure };
}

/** The message a rejection carries, or null when it has none worth showing. */
export function thrownMessage(thrown: unknown): string | null {
  return thrown instanceof Error && thrown.message !== '' ? thrown.message : null;
}
