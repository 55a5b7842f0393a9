export type AttemptLimit = { max: number; windowMs: number };

export type AttemptLimiter = {
  /** Counts one attempt for `key`; returns the seconds to wait when over the limit, else 0. */
  hit: (key: string) => number;
  /** The seconds to wait if `key` is already over the limit, else 0; counts nothing. */
  check: (key: string) => number;
  /** Takes one attempt back (a sign-in that turned out to succeed). */
  forgive: (key: string) => void;
  reset: (key: string) => void;
  /** Attempts counted for `key` in its current window. */
  count: (key: string) => number;
  /** Keys held (bounded by `maxKeys`). */
  readonly size: number;
};

/**
 * Keys one limiter holds at most. Past it, expired windows are swept and, if that is not
 * enough, the oldest windows are dropped: memory stays bounded (about 200 bytes a key,
 * so some 10 MiB a limiter) whatever a flood of unique e-mails or addresses does.
 */
export const DEFAULT_MAX_KEYS = 50_000;

/**
 * Fixed-window counters in process memory: the limiters of one process on the embedded
 * database. Several processes on PostgreSQL count the same windows in a shared table
 * instead (cluster/shared-limiters.ts, chosen in cluster/process-state.ts).
 */
export function createAttemptLimiter(
  limit: AttemptLimit,
  now: () => Date,
  maxKeys: number = DEFAULT_MAX_KEYS,
): AttemptLimiter {
  // Insertion order is the order windows started: the first entries are the oldest.
  const windows = new Map<string, { startedAt: number; count: number }>();
  let hitsSinceSweep = 0;

  function sweep(at: number) {
    for (const [key, window] of windows) {
      if (at - window.startedAt >= limit.windowMs) windows.delete(key);
    }
  }

  function current(key: string, at: number) {
    const window = windows.get(key);
    if (!window) return undefined;
    if (at - window.startedAt >= limit.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function waitSeconds(window: { startedAt: number; count: number }, at: number) {
    if (window.count <= limit.max) return 0;
    return Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000));
  }

  return {
    hit(key) {
      const at = now().getTime();
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(at);
      }
      let window = current(key, at);
      if (!window) {
        if (windows.size >= maxKeys) {
          sweep(at);
          // Still full: drop the oldest tenth at once, so this does not run at every hit.
          const drop = windows.size - maxKeys + Math.ceil(maxKeys / 10);
          let dropped = 0;
          for (const oldest of windows.keys()) {
            if (dropped++ >= drop) break;
            windows.delete(oldest);
          }
        }
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      // Past the limit the count stays where it is: nothing grows while a key is refused.
      if (window.count <= limit.max) window.count += 1;
      return waitSeconds(window, at);
    },
    check(key) {
      const at = now().getTime();
      const window = current(key, at);
      if (!window) return 0;
      // check asks whether one more attempt would be allowed.
      return waitSeconds({ startedAt: window.startedAt, count: window.count + 1 }, at);
    },
    forgive(key) {
      const window = current(key, now().getTime());
      if (!window) return;
      window.count -= 1;
      if (window.count <= 0) windows.delete(key);
    },
    reset(key) {
      windows.delete(key);
    },
    count(key) {
      return current(key, now().getTime())?.count ?? 0;
    },
    get size() {
      return windows.size;
    },
  };
}
