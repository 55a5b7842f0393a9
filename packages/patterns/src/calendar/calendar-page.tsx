import {
  MONTH_CELL_EVENT_LIMIT,
  MONTH_CELL_EVENT_LIMIT_MOBILE,
  WEEK_CELL_EVENT_LIMIT,
  upcomingEvents,
  type CalendarEvent,
} from '@lp/contract';
import type { CalendarEventInput } from '@lp/contract/api';
import {
  Time,
  fromDate,
  getLocalTimeZone,
  toCalendarDate,
  toCalendarDateTime,
  type CalendarDate,
} from '@internationalized/date';
import * as calendarMessages from '@lp/locales/en/calendar';
import {
  MonthGrid,
  Sheet,
  SheetContent,
  SheetTitle,
  Skeleton,
  SkeletonGroup,
  TimeGrid,
  calendarRangeLabel,
  cn,
  useBreakpoint,
  useFormat,
  useMessages,
} from '@lp/ui';
import { useEffect, useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import { ResourceProblem } from '../resource-problem';
import { nextFullHour } from './event-form-values';
import { filterCalendarEvents, toGridEvent } from './calendar-filter';
import { CalendarSidebar, type CalendarTypeFilter } from './calendar-sidebar';
import { CalendarToolbar, type CalendarViewName } from './calendar-toolbar';
import { EventDetailsDialog } from './event-details-dialog';
import { EventFormDialog } from './event-form-dialog';

/** Where the calendar is: its view and the day it shows (the focused day of the grid). */
export interface CalendarPlace {
  view: CalendarViewName;
  date: CalendarDate;
}

export interface CalendarPageTexts {
  /** The slide-over's title under 768 px. */
  sidebarTitle: string;
  /** Spoken while the events load. */
  loading: string;
  /** Shown when the events could not be loaded. */
  error: string;
  retry: string;
}

export const defaultCalendarPageTexts: CalendarPageTexts = {
  sidebarTitle: calendarMessages.default.sidebarTitle,
  loading: calendarMessages.default.loading,
  error: calendarMessages.default.error,
  retry: calendarMessages.default.retry,
};

export interface CalendarPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  view: CalendarViewName;
  date: CalendarDate;
  /** Previous/next, Today, the view switch, moving the grid's focus, opening a day. */
  onPlaceChange: (place: CalendarPlace) => void;
  /** The clock Upcoming Events and today's mark read. */
  now: Date;
  /** The visible range's request: loading shows a skeleton, error the message with Try again. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** The events of the visible range (and around it). */
  events: readonly CalendarEvent[];
  /** The events from now on, for Upcoming Events (the next 5 within 7 days are kept). */
  upcomingSource: readonly CalendarEvent[];
  /** Saves: each rejects on failure, and the dialog shows the spec's failure text. */
  onCreate: (input: CalendarEventInput) => Promise<void>;
  onUpdate: (id: string, input: CalendarEventInput) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  /** BCP 47 locale. @default the tree's language */
  locale?: string;
  /** IANA zone the events are placed in. @default the browser's */
  timeZone?: string;
  /** The visible texts. @default defaultCalendarPageTexts */
  texts?: Partial<CalendarPageTexts>;
}

type FormState =
  { mode: 'closed' } | { mode: 'add'; start: Date } | { mode: 'edit'; event: CalendarEvent };

const step = { month: 'months', week: 'weeks', day: 'days' } as const;
/** A new event starts at the next full hour today, and at 9 in the morning on another day. */
const DEFAULT_START_HOUR = 9;

/**
 * The calendar (/calendar, spec 2 §2.3): toolbar, the sidebar (a collapsible column, a
 * slide-over under 768 px), the month, week or day grid, and the add, edit and details dialogs.
 * The page owns the search, filter and dialogs; the place and the events come from the app.
 */
export function CalendarPage({
  view,
  date,
  onPlaceChange,
  now,
  status,
  onRetry,
  events,
  upcomingSource,
  onCreate,
  onUpdate,
  onDelete,
  locale: localeProp,
  timeZone: zoneProp,
  texts: textsProp,
  className,
  ...props
}: CalendarPageProps) {
  const m = useMessages(calendarMessages);
  const texts = {
    sidebarTitle: m.sidebarTitle,
    loading: m.loading,
    error: m.error,
    retry: m.retry,
    ...textsProp,
  };
  // The tree's language names the months and days and decides where the week starts.
  const intl = useFormat();
  const locale = localeProp ?? intl.locale;
  const timeZone = zoneProp ?? getLocalTimeZone();
  const { isMobile } = useBreakpoint();
  const sidebarId = useId();
  const [columnOpen, setColumnOpen] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState<CalendarTypeFilter>('all');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [details, setDetails] = useState<CalendarEvent | null>(null);
  // What opened the details gets focus back after them, and after the form that Edit opens
  // (the details, and their Edit button, are gone by then).
  const [detailsOrigin, setDetailsOrigin] = useState<HTMLElement | null>(null);
  // Opening a day from the month swaps the grid, and the focused cell with it: the new grid's
  // focused cell takes the focus, so a keyboard user carries on where they were.
  const gridArea = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const sidebarToggle = () =>
    toolbar.current?.querySelector<HTMLElement>('[data-slot="calendar-sidebar-toggle"]') ?? null;
  const focusNewGrid = useRef(false);
  useEffect(() => {
    if (!focusNewGrid.current) return;
    focusNewGrid.current = false;
    gridArea.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, [view, date]);

  const today = toCalendarDate(fromDate(now, timeZone));
  const shown = useMemo(
    () => filterCalendarEvents(events, search, typeFilter).map(toGridEvent),
    [events, search, typeFilter],
  );
  const upcoming = upcomingEvents(filterCalendarEvents(upcomingSource, search, typeFilter), now);
  const format = { locale, timeZone };

  const go = (place: Partial<CalendarPlace>) => onPlaceChange({ view, date, ...place });
  const openEvent = (id: string) => {
    const event =
      events.find((each) => each.id === id) ?? upcomingSource.find((each) => each.id === id);
    if (!event) return;
    setDetailsOrigin(openerOf(document.activeElement, sidebarToggle()));
    setSheetOpen(false);
    setDetails(event);
  };
  const addAt = (start: Date) => setForm({ mode: 'add', start });
  const sidebarOpen = isMobile ? sheetOpen : columnOpen;
  const sidebar = (
    <CalendarSidebar
      search={search}
      onSearchChange={setSearch}
      typeFilter={typeFilter}
      onTypeFilterChange={setTypeFilter}
      upcoming={upcoming}
      onEventOpen={openEvent}
      {...format}
    />
  );

  const gridShared = {
    focusedDate: date,
    onFocusedDateChange: (next: CalendarDate) => go({ date: next }),
    events: shown,
    onEventOpen: openEvent,
    onDateOpen: (day: CalendarDate) => {
      focusNewGrid.current = true;
      go({ view: 'day', date: day });
    },
    today,
    // The toolbar's title is the live heading that says where the grid went.
    announceRange: false,
    ...format,
  };
  const hourStep = isMobile ? 2 : 1;

  return (
    <div
      data-slot="calendar-page"
      data-view={view}
      className={cn('flex min-w-0 flex-col gap-4 text-text', className)}
      {...props}
    >
      <CalendarToolbar
        ref={toolbar}
        title={calendarRangeLabel(view, date, locale)}
        view={view}
        onViewChange={(next) => go({ view: next })}
        onPrevious={() => go({ date: date.subtract({ [step[view]]: 1 }) })}
        onNext={() => go({ date: date.add({ [step[view]]: 1 }) })}
        onToday={() => go({ date: today })}
        onAddEvent={() =>
          addAt(
            date.compare(today) === 0
              ? nextFullHour(now)
              : toCalendarDateTime(date, new Time(DEFAULT_START_HOUR)).toDate(timeZone),
          )
        }
        sidebarOpen={sidebarOpen}
        onSidebarToggle={() => (isMobile ? setSheetOpen(!sheetOpen) : setColumnOpen(!columnOpen))}
        sidebarId={sidebarOpen ? sidebarId : undefined}
      />
      <div className="flex min-w-0 items-start gap-6">
        {!isMobile && columnOpen ? (
          <div id={sidebarId} data-slot="calendar-page-sidebar" className="w-64 shrink-0 lg:w-72">
            {sidebar}
          </div>
        ) : null}
        <div ref={gridArea} className="min-w-0 flex-1">
          {status === 'error' ? (
            <ResourceProblem
              kind="error"
              title={texts.error}
              onRetry={onRetry}
              retryLabel={texts.retry}
              titleAs="h2"
            />
          ) : status === 'loading' ? (
            <SkeletonGroup label={texts.loading}>
              <Skeleton className="h-[28rem] w-full" />
            </SkeletonGroup>
          ) : view === 'month' ? (
            <MonthGrid
              {...gridShared}
              cellLimit={isMobile ? MONTH_CELL_EVENT_LIMIT_MOBILE : MONTH_CELL_EVENT_LIMIT}
            />
          ) : (
            <TimeGrid
              {...gridShared}
              view={view}
              hourStep={hourStep}
              // The hours scroll inside the window's height, under the app's header and the
              // toolbar (taller on a phone, with the bottom bar), opening at the first event.
              className="h-[max(24rem,calc(100dvh-19rem))] md:h-[max(28rem,calc(100dvh-11rem))]"
              cellLimit={view === 'week' ? WEEK_CELL_EVENT_LIMIT : undefined}
              onSlotOpen={(day, hour) =>
                addAt(toCalendarDateTime(day, new Time(hour)).toDate(timeZone))
              }
            />
          )}
        </div>
      </div>
      {isMobile ? (
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
          <SheetContent
            id={sidebarId}
            side="start"
            density="compact"
            aria-describedby={undefined}
            // Opened from a controlled toggle rather than a SheetTrigger, so Radix has nowhere to
            // return focus; the toggle takes it, unless an event's details opened in its place.
            onCloseAutoFocus={(event) => {
              const toggle = sidebarToggle();
              if (details || !toggle) return;
              event.preventDefault();
              toggle.focus();
            }}
          >
            <SheetTitle>{texts.sidebarTitle}</SheetTitle>
            {sidebar}
          </SheetContent>
        </Sheet>
      ) : null}
      <EventDetailsDialog
        event={details}
        open={details !== null}
        onOpenChange={(open) => {
          if (!open) setDetails(null);
        }}
        onEdit={(event) => {
          setDetails(null);
          setForm({ mode: 'edit', event });
        }}
        onDelete={(event) => onDelete(event.id)}
        returnFocusTo={detailsOrigin}
        {...format}
      />
      <EventFormDialog
        open={form.mode !== 'closed'}
        onOpenChange={(open) => {
          if (!open) setForm({ mode: 'closed' });
        }}
        event={form.mode === 'edit' ? form.event : undefined}
        initialStart={form.mode === 'add' ? form.start : undefined}
        returnFocusTo={form.mode === 'edit' ? detailsOrigin : undefined}
        onSubmit={(input) =>
          form.mode === 'edit' ? onUpdate(form.event.id, input) : onCreate(input)
        }
      />
    </div>
  );
}

/**
 * The element that opened an event: a grid chip, or an Upcoming Events item. On a phone that
 * item sits in the slide-over, which closes, so the sidebar toggle takes its part.
 */
function openerOf(active: Element | null, toggle: HTMLElement | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  return active.closest('[data-slot="sheet-content"]') ? toggle : active;
}
