export type AttemptLimit = { max: number; windowMs: number };

/**
 * Fixed-window attempt counters. Asynchronous, because across processes the count lives in
 * PostgreSQL (cluster/shared-limiters.ts); each call is one atomic step, so parallel requests
 * cannot all pass a check before any of them counts (issue 37, item 9).
 */
export type AttemptLimiter = {
  /**
   * Counts one attempt for `key` and decides in the same step: the seconds to wait when this
   * attempt is over the limit, else 0. Past the limit the count stays where it is.
   */
  hit: (key: string) => Promise<number>;
  /** The seconds to wait if one more attempt for `key` would be over the limit, else 0. */
  check: (key: string) => Promise<number>;
  /** Takes one attempt back (a sign-in that turned out to succeed, or was refused). */
  forgive: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
  /** Attempts counted for `key` in its current window. */
  count: (key: string) => Promise<number>;
};

/** The in-memory limiter also tells how many keys it holds (bounded by `maxKeys`). */
export type InMemoryAttemptLimiter = AttemptLimiter & { readonly size: number };

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
): InMemoryAttemptLimiter {
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
    async hit(key) {
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
    async check(key) {
      const at = now().getTime();
      const window = current(key, at);
      if (!window) return 0;
      // check asks whether one more attempt would be allowed.
      return waitSeconds({ startedAt: window.startedAt, count: window.count + 1 }, at);
    },
    async forgive(key) {
      const window = current(key, now().getTime());
      if (!window) return;
      window.count -= 1;
      if (window.count <= 0) windows.delete(key);
    },
    async reset(key) {
      windows.delete(key);
    },
    async count(key) {
      return current(key, now().getTime())?.count ?? 0;
    },
    get size() {
      return windows.size;
    },
  };
}
