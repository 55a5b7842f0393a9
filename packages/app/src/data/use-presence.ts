import { useEffect, useState, useSyncExternalStore } from 'react';
import { PresenceConnection, presenceUrl, type PresenceSnapshot } from './presence-connection';

/**
 * The presence socket of the page that shows it (/admin/user-stats): opened on mount, closed
 * when the page is left (spec 2 §4), reconnecting by itself meanwhile.
 */
export function usePresence(): PresenceSnapshot & { reconnectNow: () => void } {
  const [connection] = useState(
    () => new PresenceConnection({ url: presenceUrl(window.location) }),
  );
  useEffect(() => {
    connection.connect();
    return () => connection.stop();
  }, [connection]);
  const snapshot = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  return { ...snapshot, reconnectNow: () => connection.connect() };
}
