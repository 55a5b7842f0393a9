import { isSameDay, type CalendarDate } from '@internationalized/date';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '../lib/cn';
import {
  eventsByHourRow,
  firstEventHourRow,
  hourRowOf,
  hourRows,
  moveFocusedDate,
  moveHourRow,
  splitByLimit,
  weekDays,
} from './calendar-dates';
import { calendarRangeLabel } from './calendar-format';
import { EventChip, MoreButton } from './event-chip';
import type { TimeGridProps } from './types';
import { isEmptySpaceClick, useCalendarSetup, useRovingFocus } from './use-calendar-grid';

// The hour labels' column, then the days. Narrow enough that seven days fit at 375 px.
const columns = {
  week: 'grid-cols-[2.75rem_repeat(7,minmax(0,1fr))] md:grid-cols-[4rem_repeat(7,minmax(0,1fr))]',
  day: 'grid-cols-[2.75rem_minmax(0,1fr)] md:grid-cols-[4rem_minmax(0,1fr)]',
};

/** The week and day views (spec 2 §2.3): days across, hours 0-23 down, each event in its start hour. */
export function TimeGrid(props: TimeGridProps) {
  const {
    focusedDate,
    onFocusedDateChange,
    events,
    onEventOpen,
    view,
    hourStep,
    cellLimit,
    onDateOpen,
    onSlotOpen,
    announceRange = true,
    className,
  } = props;
  const { locale, rtl, timeZone, today, labels, format } = useCalendarSetup(props);
  const days = view === 'week' ? weekDays(focusedDate, locale) : [focusedDate];
  const rows = hourRows(hourStep);
  const placed = days.map((day) => eventsByHourRow(events, day, timeZone, hourStep));
  // The focused hour is the grid's own: the parent only owns the day.
  const [hour, setHour] = useState(() => firstEventHourRow(events, days, timeZone, hourStep));
  const focusedRow = hourRowOf(hour, hourStep);
  const label = calendarRangeLabel(view, focusedDate, locale);
  const { gridRef, follow, onBlur } = useRovingFocus(`${focusedDate}T${focusedRow}`);

  // Open scrolled to the focused hour (8 AM or the first event), under the sticky header.
  useEffect(() => {
    const grid = gridRef.current;
    const cell = grid?.querySelector<HTMLElement>('[role=gridcell][aria-selected=true]');
    const header = grid?.querySelector<HTMLElement>('[role=row]');
    if (grid && cell && header) grid.scrollTop = cell.offsetTop - header.offsetHeight;
  }, [gridRef]);

  const focusCell = (day: CalendarDate, row: number) => {
    if (isSameDay(day, focusedDate) && row === focusedRow) {
      gridRef.current?.querySelector<HTMLElement>(`[data-focus-key="${day}T${row}"]`)?.focus();
      return;
    }
    follow();
    setHour(row);
    if (!isSameDay(day, focusedDate)) onFocusedDateChange(day);
  };

  const onKeyDown = (day: CalendarDate, row: number) => (event: KeyboardEvent<HTMLElement>) => {
    // Enter on a chip or '+N more' is theirs; Enter on the cell itself adds an event there.
    if (event.key === 'Enter') {
      if (event.target !== event.currentTarget) return;
      event.preventDefault();
      onSlotOpen?.(day, row);
      return;
    }
    const nextRow = moveHourRow(row, event.key, hourStep);
    const nextDay = nextRow === null ? moveFocusedDate(day, event.key, { view, locale, rtl }) : day;
    if (!nextDay) return;
    event.preventDefault();
    focusCell(nextDay, nextRow ?? row);
  };

  const onClick = (day: CalendarDate, row: number) => (event: MouseEvent<HTMLElement>) => {
    if (!isEmptySpaceClick(event)) return;
    setHour(row);
    if (!isSameDay(day, focusedDate)) onFocusedDateChange(day);
    onSlotOpen?.(day, row);
  };

  return (
    <div
      data-slot="time-grid"
      data-view={view}
      dir={rtl ? 'rtl' : 'ltr'}
      className={cn('flex min-h-0 min-w-0 flex-col', className)}
    >
      {announceRange ? (
        <div aria-live="polite" data-slot="calendar-range-announcement" className="sr-only">
          {label}
        </div>
      ) : null}
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        onBlur={onBlur}
        className="relative min-h-0 flex-1 overflow-auto rounded-md border border-border bg-surface"
      >
        <div
          role="row"
          className={cn(
            'sticky top-0 z-sticky grid border-b border-border bg-surface',
            columns[view],
          )}
        >
          <div role="columnheader" className="border-e border-border">
            <span className="sr-only">{labels.time}</span>
          </div>
          {days.map((day) => {
            const isToday = isSameDay(day, today);
            return (
              <div
                key={day.toString()}
                role="columnheader"
                data-today={isToday}
                aria-current={isToday ? 'date' : undefined}
                className="group flex min-w-0 flex-col items-center gap-0.5 border-e border-border px-0.5 py-1 last:border-e-0"
              >
                <span aria-hidden="true" className="truncate text-xs text-text-muted">
                  {format.weekdayShort(day)}
                </span>
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 items-center justify-center rounded-full text-sm font-semibold text-text group-data-[today=true]:bg-primary group-data-[today=true]:text-on-primary"
                >
                  {format.dayNumber(day)}
                </span>
                <span className="sr-only">{format.fullDay(day)}</span>
              </div>
            );
          })}
        </div>
        {rows.map((row) => (
          <div key={row} role="row" className={cn('grid', columns[view])}>
            <div
              role="rowheader"
              className="border-e border-b border-border px-0.5 pt-0.5 text-end md:px-1 text-xs whitespace-nowrap text-text-muted"
            >
              {format.hour(row)}
            </div>
            {days.map((day, d) => {
              const focused = isSameDay(day, focusedDate) && row === focusedRow;
              const { shown, hidden } = splitByLimit(placed[d]?.get(row) ?? [], cellLimit);
              // Only the focused cell's controls are in the Tab order (roving tabindex).
              const tabIndex = focused ? 0 : -1;
              const more = labels.more(hidden);
              return (
                <div
                  key={day.toString()}
                  role="gridcell"
                  data-slot="time-grid-cell"
                  data-focus-key={`${day}T${row}`}
                  data-date={day.toString()}
                  data-hour={row}
                  tabIndex={tabIndex}
                  aria-selected={focused}
                  onKeyDown={onKeyDown(day, row)}
                  onClick={onClick(day, row)}
                  // pb-6 keeps an empty strip under the chips: room to click for a new event,
                  // and the 24 px target the focused cell needs beside its own buttons (WCAG 2.5.8).
                  className={cn(
                    'flex min-h-12 min-w-0 scroll-mt-16 flex-col gap-0.5 border-e border-b border-border p-0.5 pb-6 last:border-e-0',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    'aria-selected:bg-primary-subtle',
                  )}
                >
                  {shown.map((event) => (
                    <EventChip
                      key={event.id}
                      event={event}
                      completedLabel={labels.completedAfter(labels.completed)}
                      tabIndex={tabIndex}
                      onClick={() => onEventOpen(event.id)}
                    />
                  ))}
                  {hidden > 0 && (
                    <MoreButton
                      tabIndex={tabIndex}
                      aria-label={labels.overflow(
                        more,
                        labels.moreEvents(
                          hidden,
                          labels.dayHour(format.monthDay(day), format.hour(row)),
                        ),
                      )}
                      onClick={() => onDateOpen(day)}
                      className="max-w-full break-words"
                    >
                      {more}
                    </MoreButton>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
