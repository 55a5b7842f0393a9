import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `target` (both epoch ms), rounded up, never below 0. */
export function secondsUntil(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/**
 * The seconds left until `target` (epoch ms), re-read each time the whole second changes and
 * stopping at 0; the timer is cleared on unmount. With `now` given, nothing ticks (stories and
 * tests). The clock is read once at mount: a caller whose target changes remounts it (`key`).
 */
export function useSecondsUntil(target: number, now?: number): number {
  const [clock, setClock] = useState(() => now ?? Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = target - Date.now();
      if (left <= 0) return;
      // Wake on the next whole-second boundary before the target, so the shown number turns on time.
      timer = setTimeout(
        () => {
          setClock(Date.now());
          schedule();
        },
        left % 1000 || 1000,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [target, now]);
  return secondsUntil(target, now ?? clock);
}
