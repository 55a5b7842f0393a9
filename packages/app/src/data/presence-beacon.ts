import { PresenceConnection, presenceUrl, type PresenceSnapshot } from './presence-connection';

/**
 * One presence socket per tab, shared (issue 18). Every signed-in page holds it, so 'Users
 * Online Now' counts the people signed in, not only those looking at the count; the
 * /admin/user-stats page reads the same connection's numbers. It closes when the last
 * holder lets go: signing out leaves the signed-in layout, which lets go.
 */
let shared: PresenceConnection | null = null;
let holders = 0;

export interface PresenceHold {
  connection: PresenceConnection;
  /** Lets go of the socket; the last one to let go closes it. Safe to call twice. */
  release: () => void;
}

export function holdPresence(
  create: () => PresenceConnection = () =>
    new PresenceConnection({ url: presenceUrl(window.location) }),
): PresenceHold {
  if (!shared) {
    shared = create();
    shared.connect();
  }
  holders += 1;
  const connection = shared;
  let released = false;
  return {
    connection,
    release() {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders === 0 && shared === connection) {
        connection.stop();
        shared = null;
      }
    },
  };
}

const NOT_YET: PresenceSnapshot = {
  connection: 'connecting',
  online: null,
  total: null,
  reconnectAt: null,
};

/**
 * For useSyncExternalStore: holds the socket for as long as the subscription lasts and tells
 * of its changes.
 */
export function subscribeToPresence(listener: () => void): () => void {
  const hold = holdPresence();
  const unsubscribe = hold.connection.subscribe(listener);
  return () => {
    unsubscribe();
    hold.release();
  };
}

/** The shared socket's state ('connecting' before anyone holds it). */
export function presenceSnapshot(): PresenceSnapshot {
  return shared?.getSnapshot() ?? NOT_YET;
}

/** 'Reconnect now': connects at once, skipping the wait. */
export function reconnectPresence(): void {
  shared?.connect();
}
