import type { PresenceConnectionState } from './presence-connection-state';

// The page's visible texts: the spec's strings (spec 2 §2.9, §8) where it gives them, plain
// ones where it is silent. A deployment overrides any of them through the page's `texts`.

export interface UserStatsTexts {
  /** The way back (spec 2 §2.9: a back button to /dashboard). */
  back: string;
  /** The page's heading and the line under it. */
  title: string;
  intro: string;
  /** The big cards (spec 2 §2.9). */
  usersOnline: string;
  usersOnlineHint: string;
  totalEnrolled: string;
  totalEnrolledHint: string;
  /** Read (not shown) in place of a count that has not arrived yet. */
  countPending: string;
  /** The connection indicator's name (read, not shown) and its label in each state. */
  connection: string;
  connecting: string;
  connected: string;
  reconnecting: string;
  closed: string;
  error: string;
  /** The countdown to the next automatic attempt, and what it says once it is due. */
  retryIn: (seconds: number) => string;
  retrying: string;
  /** Skips the wait and connects at once. */
  reconnectNow: string;
  /** The presence error (spec 2 §2.9 and §8). */
  connectError: string;
  /** The four placeholder tiles (spec 2 §2.9), their heading, and their empty value (read, not shown). */
  activityHeading: string;
  activeToday: string;
  newThisWeek: string;
  /** The value of 'New this week' (spec 2 §2.9: a random +1 to +5). */
  newThisWeekValue: (count: number) => string;
  peakToday: string;
  avgSessionTime: string;
  placeholderValue: string;
}

/** The label of each connection state, from the texts. */
export function connectionLabel(state: PresenceConnectionState, texts: UserStatsTexts): string {
  return {
    connecting: texts.connecting,
    connected: texts.connected,
    reconnecting: texts.reconnecting,
    closed: texts.closed,
    error: texts.error,
  }[state];
}

export const defaultUserStatsTexts: UserStatsTexts = {
  back: 'Back to Dashboard',
  title: 'User Statistics',
  intro: 'Who is on the platform right now, live from the presence service.',
  usersOnline: 'Users Online Now',
  usersOnlineHint: 'Updates live',
  totalEnrolled: 'Total Enrolled',
  totalEnrolledHint: 'All-time registrations',
  countPending: 'Not available yet',
  connection: 'Connection',
  connecting: 'Connecting...',
  connected: 'Connected',
  reconnecting: 'Reconnecting',
  closed: 'Not connected',
  error: 'Connection error',
  retryIn: (seconds) => `Next attempt in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  retrying: 'Trying again...',
  reconnectNow: 'Reconnect now',
  connectError: 'Failed to connect to the presence service.',
  activityHeading: 'Activity',
  activeToday: 'Active today',
  newThisWeek: 'New this week',
  newThisWeekValue: (count) => `+${count}`,
  peakToday: 'Peak today',
  avgSessionTime: 'Avg session time',
  placeholderValue: 'Not available yet',
};
