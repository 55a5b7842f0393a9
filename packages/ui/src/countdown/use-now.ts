import { use, useEffect, useState } from 'react';
import { ServerTimeContext } from '../lib/server-time';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The current time (epoch ms), re-read every `intervalMs` and aligned to the interval's
 * boundaries (a 1000 ms clock ticks on whole seconds, so every countdown on a page agrees).
 * Pass `enabled: false` to stop ticking.
 */
export function useNow(intervalMs = 1000, enabled = true): number {
  const serverTime = use(ServerTimeContext);
  // True on the server and while the browser hydrates, false for every render after.
  const firstRender = !useHydrated();
  const [now, setNow] = useState(() =>
    firstRender && serverTime !== undefined ? serverTime : Date.now(),
  );
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const current = Date.now();
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        intervalMs - (current % intervalMs),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [intervalMs, enabled]);
  return now;
}
