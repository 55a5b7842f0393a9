import { useEffect, useState } from 'react';
import { samplePaths } from '../samples/paths.samples';
import { UserStatsPage, type UserStatsPageProps } from './user-stats';

// Sample props for stories and tests. The app fills the same props from the presence socket
// (usePresence) and picks 'New this week' once per visit.

/** The samples' fixed clock: 10:42:00 UTC, 14 July 2025. */
export const sampleUserStatsNow = Date.UTC(2025, 6, 14, 10, 42, 0);

/** Every prop of UserStatsPage from the samples: connected, with both counts, in English. */
export function sampleUserStatsProps(): UserStatsPageProps {
  return {
    connection: 'connected',
    onlineCount: 1247,
    totalEnrolled: 15832,
    onReconnectNow: () => {},
    newThisWeek: 3,
    backHref: samplePaths.dashboard,
    now: sampleUserStatsNow,
    locale: 'en-US',
  };
}

/** The socket's states as the app reports them, over the connected sample. */
export const sampleUserStatsStates = {
  /** The socket is opening; no count has arrived. */
  connecting: { connection: 'connecting', onlineCount: null, totalEnrolled: null },
  /** Open, but the server has not sent its first counts. */
  awaitingCounts: { connection: 'connected', onlineCount: null, totalEnrolled: null },
  /** Open, and nobody is online. */
  nobodyOnline: { connection: 'connected', onlineCount: 0, totalEnrolled: 0 },
  /** The socket dropped; the next attempt is 7 seconds away; the last counts stay. */
  reconnecting: { connection: 'reconnecting', reconnectAt: sampleUserStatsNow + 7_000 },
  /** The first attempt failed; an automatic retry is 4 seconds away. */
  error: {
    connection: 'error',
    onlineCount: null,
    totalEnrolled: null,
    reconnectAt: sampleUserStatsNow + 4_000,
  },
  /** The server ended the socket; nothing retries by itself. */
  closed: { connection: 'closed', reconnectAt: undefined },
} satisfies Record<string, Partial<UserStatsPageProps>>;

export interface UserStatsExampleProps extends Partial<UserStatsPageProps> {
  /** Online counts the example's socket sends, one every `updateEveryMs`, once connected. */
  updates?: readonly number[];
  /** @default 20 */
  updateEveryMs?: number;
}

/**
 * The page as the app wires it, with the presence socket played by local state: counts arrive
 * one after another, and 'Reconnect now' connects a moment later. The given onReconnectNow runs
 * first. Stories and tests use it alike.
 */
export function UserStatsExample({
  updates = [],
  updateEveryMs = 20,
  ...props
}: UserStatsExampleProps) {
  const base = { ...sampleUserStatsProps(), ...props };
  const [connection, setConnection] = useState(base.connection);
  const [onlineCount, setOnlineCount] = useState(base.onlineCount);
  const [totalEnrolled, setTotalEnrolled] = useState(base.totalEnrolled);
  const [reconnectAt, setReconnectAt] = useState(base.reconnectAt);
  const [sent, setSent] = useState(0);

  useEffect(() => {
    if (connection !== 'connected' || sent >= updates.length) return;
    const timer = setTimeout(() => {
      setOnlineCount(updates[sent]!);
      setSent(sent + 1);
    }, updateEveryMs);
    return () => clearTimeout(timer);
  }, [connection, sent, updates, updateEveryMs]);

  return (
    <UserStatsPage
      {...base}
      connection={connection}
      onlineCount={onlineCount}
      totalEnrolled={totalEnrolled}
      reconnectAt={reconnectAt}
      onReconnectNow={() => {
        base.onReconnectNow();
        setReconnectAt(undefined);
        setConnection('connecting');
        setTimeout(() => {
          setConnection('connected');
          setOnlineCount((count) => count ?? 1247);
          setTotalEnrolled((count) => count ?? 15832);
        }, 20);
      }}
    />
  );
}
