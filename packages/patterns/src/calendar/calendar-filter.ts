import type { CalendarEvent } from '@lp/contract';
import type { CalendarGridEvent } from '@lp/ui';
import type { CalendarTypeFilter } from './calendar-sidebar';
import { eventTone } from './event-tone';

/**
 * The sidebar's search and type filter (spec 2 §2.3), applied to the grid and to Upcoming Events
 * alike: the search matches title, description, location and instructor, in any letter case.
 */
export function filterCalendarEvents(
  events: readonly CalendarEvent[],
  search: string,
  typeFilter: CalendarTypeFilter,
): CalendarEvent[] {
  const needle = search.trim().toLocaleLowerCase();
  return events.filter(
    (event) =>
      (typeFilter === 'all' || event.type === typeFilter) &&
      (!needle ||
        [event.title, event.description, event.location, event.instructor].some((text) =>
          text?.toLocaleLowerCase().includes(needle),
        )),
  );
}

/** An event as the grids draw it, in its theme colour role. */
export function toGridEvent(event: CalendarEvent): CalendarGridEvent {
  return {
    id: event.id,
    title: event.title,
    start: new Date(event.startTime),
    end: new Date(event.endTime),
    tone: eventTone(event),
    completed: event.completed,
  };
}
