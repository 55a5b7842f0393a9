import type { CalendarEvent } from '../entities/dashboard';
import { UPCOMING_EVENTS_DAYS, UPCOMING_EVENTS_LIMIT } from '../constants/dashboard';
import * as apiCalendar from '@lp/locales/en/api-calendar';
import { codedMessages } from '../messages/coded-messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sidebar's Upcoming Events: the next 5 starting from now and within 7 days, soonest first. */
export function upcomingEvents<T extends Pick<CalendarEvent, 'startTime'>>(
  events: readonly T[],
  now: Date | number,
): T[] {
  const time = typeof now === 'number' ? now : now.getTime();
  const until = time + UPCOMING_EVENTS_DAYS * DAY_MS;
  return events
    .filter((event) => {
      const start = Date.parse(event.startTime);
      return start >= time && start <= until;
    })
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, UPCOMING_EVENTS_LIMIT);
}

/** Splits a cell's events into those shown and the count behind '+N' (spec 2 §2.3). */
export function cellOverflow<T>(
  events: readonly T[],
  limit: number,
): { shown: T[]; hidden: number } {
  const shown = events.slice(0, Math.max(0, limit));
  return { shown, hidden: events.length - shown.length };
}

/** The calendar's busy and failure texts (spec 2 §2.3, §4, §8). */
export const calendarMessages = /* @__PURE__ */ codedMessages(apiCalendar);
