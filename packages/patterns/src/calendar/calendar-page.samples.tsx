import { sampleCalendarEvents, type CalendarEvent } from '@lp/contract';
import type { CalendarEventInput } from '@lp/contract/api';
import { parseDate } from '@internationalized/date';
import { useState } from 'react';
import { CalendarPage, type CalendarPageProps, type CalendarPlace } from './calendar-page';
import { sampleCalendarFormat, sampleCalendarNow } from './calendar.samples';

/** The samples' week: Monday 14 July 2025, in the month view. */
export const sampleCalendarPlace: CalendarPlace = { view: 'month', date: parseDate('2025-07-14') };

export interface CalendarPageExampleProps extends Partial<CalendarPageProps> {
  /** The events the example starts with. @default the contract's six samples */
  initialEvents?: readonly CalendarEvent[];
  /** Every save and delete fails, as a server that refuses would. */
  failWrites?: boolean;
}

/**
 * The page as the app wires it, with the server played by local state: the place, the events,
 * and writes that resolve (or fail) a moment later. Stories and tests use it alike.
 */
export function CalendarPageExample({
  initialEvents = sampleCalendarEvents,
  failWrites = false,
  ...props
}: CalendarPageExampleProps) {
  const [place, setPlace] = useState<CalendarPlace>({
    view: props.view ?? sampleCalendarPlace.view,
    date: props.date ?? sampleCalendarPlace.date,
  });
  const [events, setEvents] = useState<readonly CalendarEvent[]>(initialEvents);
  const write = (change: () => void) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => {
        if (failWrites) return reject(new Error('Refused'));
        change();
        resolve();
      }, 10),
    );
  const stored = (id: string, input: CalendarEventInput): CalendarEvent => ({
    ...input,
    id,
    isOnline: input.isOnline ?? false,
    completed: input.completed ?? false,
  });

  return (
    <CalendarPage
      now={sampleCalendarNow}
      status="ready"
      {...sampleCalendarFormat}
      {...props}
      events={events}
      upcomingSource={events}
      view={place.view}
      date={place.date}
      onPlaceChange={(next) => {
        setPlace(next);
        props.onPlaceChange?.(next);
      }}
      onCreate={(input) =>
        write(() => setEvents((all) => [...all, stored(`event-new-${all.length + 1}`, input)]))
      }
      onUpdate={(id, input) =>
        write(() =>
          setEvents((all) => all.map((each) => (each.id === id ? stored(id, input) : each))),
        )
      }
      onDelete={(id) => write(() => setEvents((all) => all.filter((each) => each.id !== id)))}
    />
  );
}
