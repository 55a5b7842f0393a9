import { useEffect } from 'react';

/** The socket waits until the page has settled: presence is not part of the first paint. */
export const PRESENCE_BEACON_DELAY_MS = 2_000;

/**
 * Holds the tab's presence socket while the user is signed in (issue 18), so they count as
 * online. Its code loads only after the first paint.
 */
export function usePresenceBeacon(): void {
  useEffect(() => {
    let release: (() => void) | undefined;
    let left = false;
    const timer = setTimeout(() => {
      void import('../data/presence-beacon').then((module) => {
        if (!left) release = module.holdPresence().release;
      });
    }, PRESENCE_BEACON_DELAY_MS);
    return () => {
      left = true;
      clearTimeout(timer);
      release?.();
    };
  }, []);
}
