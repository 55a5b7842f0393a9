import type { LiveEvent } from '@lp/contract';
import type { Formatters } from '@lp/ui';

type Timed = Pick<LiveEvent, 'date' | 'time' | 'startsAt' | 'timeZone'>;

/**
 * An event's date and time in the page's language: from `startsAt` through `Intl`, told in the
 * event's own time zone and named by it ('5:00 PM CT'); an event without `startsAt` (older data)
 * keeps its display texts.
 */
export function eventWhen(event: Timed, format: Formatters): { date: string; time: string } {
  if (!event.startsAt) return { date: event.date, time: event.time };
  const zone: Intl.DateTimeFormatOptions = event.timeZone
    ? { timeZone: event.timeZone, timeZoneName: 'shortGeneric' }
    : {};
  return {
    date: format.date(event.startsAt, { dateStyle: 'long', timeZone: event.timeZone }),
    time: format.time(event.startsAt, { hour: 'numeric', minute: '2-digit', ...zone }),
  };
}
