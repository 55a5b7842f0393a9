import {
  endOfWeek,
  fromDate,
  getWeeksInMonth,
  isSameDay,
  startOfMonth,
  startOfWeek,
  type CalendarDate,
} from '@internationalized/date';
import type { CalendarGridEvent, CalendarView } from './types';

// Pure date rules of the calendar grids: no React, so they are tested alone. All arithmetic goes
// through @internationalized/date, which knows month lengths, leap years and each locale's week.

/** The seven days of the locale's week holding `date` (en-US starts on Sunday, en-GB on Monday). */
export function weekDays(date: CalendarDate, locale: string): CalendarDate[] {
  const start = startOfWeek(date, locale);
  return Array.from({ length: 7 }, (_, i) => start.add({ days: i }));
}

/** The weeks that cover `date`'s month, each seven days, with the adjacent months' days at the edges. */
export function monthWeeks(date: CalendarDate, locale: string): CalendarDate[][] {
  const first = startOfWeek(startOfMonth(date), locale);
  return Array.from({ length: getWeeksInMonth(date, locale) }, (_, w) =>
    weekDays(first.add({ weeks: w }), locale),
  );
}

/** The days a view shows: the month's weeks, the week, or the day itself. */
export function visibleDays(
  view: CalendarView,
  date: CalendarDate,
  locale: string,
): CalendarDate[] {
  if (view === 'month') return monthWeeks(date, locale).flat();
  if (view === 'week') return weekDays(date, locale);
  return [date];
}

/** The hours that start a row: 0-23 every `step` hours (step 2: 0, 2, ... 22). */
export function hourRows(step: number): number[] {
  return Array.from({ length: Math.ceil(24 / step) }, (_, i) => i * step);
}

/** The row an hour falls in for a step (step 2: 9 -> 8). */
export function hourRowOf(hour: number, step: number): number {
  return Math.floor(hour / step) * step;
}

function byStart(a: CalendarGridEvent, b: CalendarGridEvent): number {
  return a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime();
}

/**
 * The events that overlap `day` in `timeZone`, by start. The day runs from its midnight to the
 * next one in that zone, so a 23- or 25-hour daylight-saving day keeps its true length. An event
 * without length counts on the day it starts; one ending exactly at midnight stays off the next day.
 */
export function eventsOnDay(
  events: readonly CalendarGridEvent[],
  day: CalendarDate,
  timeZone: string,
): CalendarGridEvent[] {
  const from = day.toDate(timeZone).getTime();
  const to = day.add({ days: 1 }).toDate(timeZone).getTime();
  return events
    .filter((e) => {
      const start = e.start.getTime();
      const end = Math.max(e.end.getTime(), start);
      return start < to && (end > from || (end === start && start >= from));
    })
    .sort(byStart);
}

/**
 * Which hour row of `day` an event is drawn in: its start hour (wall-clock, in `timeZone`) on
 * the day it starts, the first row on each further day it overlaps.
 */
export function eventHourRow(
  event: CalendarGridEvent,
  day: CalendarDate,
  timeZone: string,
  step: number,
): number {
  return startsOnDay(event, day, timeZone)
    ? hourRowOf(fromDate(event.start, timeZone).hour, step)
    : 0;
}

/** True when an event starts on `day` in `timeZone` (the month grid shows its start time only there). */
export function startsOnDay(
  event: CalendarGridEvent,
  day: CalendarDate,
  timeZone: string,
): boolean {
  return isSameDay(fromDate(event.start, timeZone), day);
}

/** The events of `day` drawn in the row starting at `hour`, by start. */
export function eventsInHourCell(
  events: readonly CalendarGridEvent[],
  day: CalendarDate,
  hour: number,
  timeZone: string,
  step: number = 1,
): CalendarGridEvent[] {
  return eventsOnDay(events, day, timeZone).filter(
    (e) => eventHourRow(e, day, timeZone, step) === hour,
  );
}

/** The events of `day` grouped by hour row (only rows that hold one), each group by start. */
export function eventsByHourRow(
  events: readonly CalendarGridEvent[],
  day: CalendarDate,
  timeZone: string,
  step: number,
): Map<number, CalendarGridEvent[]> {
  const rows = new Map<number, CalendarGridEvent[]>();
  for (const e of eventsOnDay(events, day, timeZone)) {
    const row = eventHourRow(e, day, timeZone, step);
    rows.set(row, [...(rows.get(row) ?? []), e]);
  }
  return rows;
}

/** The items a cell draws and how many go behind its '+N'; no limit shows them all. */
export function splitByLimit<T>(
  items: readonly T[],
  limit?: number,
): { shown: T[]; hidden: number } {
  if (limit === undefined || items.length <= limit) return { shown: [...items], hidden: 0 };
  return { shown: items.slice(0, Math.max(limit, 0)), hidden: items.length - Math.max(limit, 0) };
}

/** The keys that move the focused day of a grid. */
export type CalendarNavKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * The day a key moves the focus to, or null when the key does not move the day (Up and Down in
 * the time grids move the hour). Left and Right swap in right-to-left locales; Page Up/Down move a
 * month in the month view and a week in the time views. Moving past a short month's end keeps
 * the last day (Jan 31 + 1 month = Feb 28).
 */
export function moveFocusedDate(
  date: CalendarDate,
  key: string,
  options: { view: CalendarView; locale: string; rtl?: boolean },
): CalendarDate | null {
  const { view, locale, rtl = false } = options;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return date.add({ days: 1 });
    case back:
      return date.subtract({ days: 1 });
    case 'ArrowUp':
      return view === 'month' ? date.subtract({ weeks: 1 }) : null;
    case 'ArrowDown':
      return view === 'month' ? date.add({ weeks: 1 }) : null;
    case 'Home':
      return startOfWeek(date, locale);
    case 'End':
      return endOfWeek(date, locale);
    case 'PageUp':
      return view === 'month' ? date.subtract({ months: 1 }) : date.subtract({ weeks: 1 });
    case 'PageDown':
      return view === 'month' ? date.add({ months: 1 }) : date.add({ weeks: 1 });
    default:
      return null;
  }
}

/** The hour row Up/Down move to in a time grid, kept within 0-23; null for other keys. */
export function moveHourRow(hour: number, key: string, step: number): number | null {
  const last = hourRows(step).at(-1) ?? 0;
  if (key === 'ArrowUp') return Math.max(hourRowOf(hour, step) - step, 0);
  if (key === 'ArrowDown') return Math.min(hourRowOf(hour, step) + step, last);
  return null;
}

/**
 * The hour row a time grid first focuses: the earliest start hour of an event starting on the
 * visible days (one running on from the day before would pull it to midnight), or `fallback`
 * (8, the start of a working day) when none starts there.
 */
export function firstEventHourRow(
  events: readonly CalendarGridEvent[],
  days: readonly CalendarDate[],
  timeZone: string,
  step: number,
  fallback = 8,
): number {
  const rows = days.flatMap((day) =>
    eventsOnDay(events, day, timeZone)
      .filter((e) => startsOnDay(e, day, timeZone))
      .map((e) => eventHourRow(e, day, timeZone, step)),
  );
  return rows.length ? Math.min(...rows) : hourRowOf(fallback, step);
}
