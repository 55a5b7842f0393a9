import { CalendarPage, type CalendarPlace } from '@lp/patterns';
import { useNow } from '@lp/ui';
import { useSearchParams } from 'react-router-dom';
import {
  calendarEventsResource,
  calendarPlace,
  eventsPath,
  upcomingRange,
  useCalendarWrites,
  visibleRange,
} from '../../data/calendar';
import { loadStatus } from '../../data/page-status';

/** A minute: how often the Upcoming Events list looks at the clock again. */
const UPCOMING_TICK_MS = 60_000;

/**
 * /calendar (spec 2 §2.3): the signed-in user's events, stored by the server (issue 15). The
 * view and the day live in the address (?view=week&date=2026-11-24), so a reload or a shared
 * link opens the same place; moving through days replaces the entry rather than filling the
 * history with every arrow key.
 */
export default function CalendarScreen() {
  const [search, setSearch] = useSearchParams();
  const { view, date } = calendarPlace(search);
  const now = new Date(useNow(UPCOMING_TICK_MS));
  // The previous range stays on screen while the next one loads: no flash between months.
  const visible = calendarEventsResource.useData(eventsPath(visibleRange(view, date)), {
    keepPreviousData: true,
  });
  const upcoming = calendarEventsResource.useData(eventsPath(upcomingRange(now)));
  const writes = useCalendarWrites();
  const goTo = (place: CalendarPlace) =>
    setSearch({ view: place.view, date: place.date.toString() }, { replace: true });

  return (
    <CalendarPage
      view={view}
      date={date}
      onPlaceChange={goTo}
      now={now}
      status={loadStatus(visible)}
      onRetry={() => void visible.mutate()}
      events={visible.data ?? []}
      upcomingSource={upcoming.data ?? []}
      onCreate={writes.create}
      onUpdate={writes.update}
      onDelete={writes.remove}
    />
  );
}
