import * as userStatsMessages from '@lp/locales/en/user-stats';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import type { PresenceConnectionState } from './presence-connection-state';

type UserStatsMessages = typeof userStatsMessages.default;

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

/** The texts from a language's messages (the compiled `user-stats` namespace). */
function textsFrom(m: UserStatsMessages): UserStatsTexts {
  return {
    ...m,
    retryIn: (seconds) => m.retryIn({ seconds }),
    newThisWeekValue: (count) => m.newThisWeekValue({ count }),
  };
}

export const defaultUserStatsTexts: UserStatsTexts = textsFrom(userStatsMessages.default);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useUserStatsTexts(overrides?: Partial<UserStatsTexts>): UserStatsTexts {
  const messages = useMessages(userStatsMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return overrides ? { ...texts, ...overrides } : texts;
}
