import type { CalendarEventInput } from '@lp/contract/api';
import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { withQuery } from '../routes/path-builders';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

export type CalendarView = 'month' | 'week' | 'day';
export const calendarViews: readonly CalendarView[] = ['month', 'week', 'day'];

const EVENTS = '/calendar/events';
const eventPath = (id: string) => `${EVENTS}/${encodeURIComponent(id)}`;
const isEventsKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${EVENTS}?`);

/** GET /calendar/events?from&to: the signed-in user's events overlapping the range. */
export const calendarEventsResource = defineResource(() =>
  api().then((m) => m.calendarEventListSchema),
);

/**
 * The range a view of `date` needs, with a week's slack on each side: whatever day the locale
 * starts its weeks on, the grid's leading and trailing days are inside it. Pure in its inputs
 * so the route loader and the screen build the same key.
 */
export function visibleRange(
  view: CalendarView,
  date: CalendarDate,
  zone: string = getLocalTimeZone(),
): { from: Date; to: Date } {
  const first = date.set({ day: 1 });
  const [start, end] =
    view === 'month'
      ? [first.subtract({ weeks: 1 }), first.add({ months: 1, weeks: 1 })]
      : view === 'week'
        ? [date.subtract({ weeks: 1 }), date.add({ weeks: 1 })]
        : [date.subtract({ days: 1 }), date.add({ days: 2 })];
  return { from: start.toDate(zone), to: end.toDate(zone) };
}

/**
 * The range the sidebar's Upcoming Events needs: from the start of this hour for 8 days (the
 * list itself keeps the next 7 days from now). Whole hours keep the key, and so the request,
 * the same while the page stays open.
 */
export function upcomingRange(now: Date): { from: Date; to: Date } {
  const from = new Date(now);
  from.setMinutes(0, 0, 0);
  return { from, to: new Date(from.getTime() + 8 * 24 * 60 * 60 * 1000) };
}

/** The events path for a range. */
export const eventsPath = (range: { from: Date; to: Date }) =>
  withQuery(EVENTS, { from: range.from.toISOString(), to: range.to.toISOString() });

/** The view and day in the address (?view=week&date=2026-11-24); today's month when absent or bad. */
export function calendarPlace(search: URLSearchParams): { view: CalendarView; date: CalendarDate } {
  const view = calendarViews.find((name) => name === search.get('view')) ?? 'month';
  return { view, date: parseDay(search.get('date')) ?? today(getLocalTimeZone()) };
}

function parseDay(value: string | null): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null; // 2026-02-31 and the like: the address was edited by hand
  }
}

/**
 * Create, update and delete (the server checks each and keeps events to their owner); after
 * each, every loaded range is read again. Each rejects with the server's message.
 */
export function useCalendarWrites() {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isEventsKey);
  const schema = () => api().then((m) => m.calendarEventResponseSchema);
  return {
    async create(input: CalendarEventInput) {
      await client.post(EVENTS, { body: input, schema });
      await refresh();
    },
    async update(id: string, input: CalendarEventInput) {
      await client.put(eventPath(id), { body: input, schema });
      await refresh();
    },
    async remove(id: string) {
      await client.delete(eventPath(id), {
        schema: () => api().then((m) => m.deletedEventSchema),
      });
      await refresh();
    },
  };
}
