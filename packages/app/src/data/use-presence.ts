import { useSyncExternalStore } from 'react';
import { presenceSnapshot, reconnectPresence, subscribeToPresence } from './presence-beacon';
import type { PresenceSnapshot } from './presence-connection';

/**
 * The tab's presence socket as /admin/user-stats shows it (spec 2 §4): held while the page is
 * open, reconnecting by itself meanwhile; the signed-in layout holds the same socket, so
 * leaving the page does not close it for the rest of the app.
 */
export function usePresence(): PresenceSnapshot & { reconnectNow: () => void } {
  const snapshot = useSyncExternalStore(subscribeToPresence, presenceSnapshot);
  return { ...snapshot, reconnectNow: reconnectPresence };
}
