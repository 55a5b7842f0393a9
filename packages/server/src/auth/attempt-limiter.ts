export type AttemptLimit = { max: number; windowMs: number };

export type AttemptLimiter = {
  /** Counts one attempt for `key`; returns the seconds to wait when over the limit, else 0. */
  hit: (key: string) => number;
  reset: (key: string) => void;
};

/**
 * Fixed-window counters in process memory. Enough for one process; several
 * processes need a shared store (see docs/presence-scaling.md for the Redis pattern).
 */
export function createAttemptLimiter(limit: AttemptLimit, now: () => Date): AttemptLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let hitsSinceSweep = 0;

  function sweep(at: number) {
    for (const [key, window] of windows) {
      if (at - window.startedAt >= limit.windowMs) windows.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now().getTime();
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(at);
      }
      let window = windows.get(key);
      if (!window || at - window.startedAt >= limit.windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit.max) return 0;
      return Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000));
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
