import { isSameDay, isSameMonth, type CalendarDate } from '@internationalized/date';
import { type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '../lib/cn';
import {
  eventsOnDay,
  monthWeeks,
  moveFocusedDate,
  splitByLimit,
  startsOnDay,
} from './calendar-dates';
import { calendarRangeLabel } from './calendar-format';
import { EventChip, MoreButton } from './event-chip';
import type { CalendarGridEvent, MonthGridProps } from './types';
import { isEmptySpaceClick, useCalendarSetup, useRovingFocus } from './use-calendar-grid';

/** The month view (spec 2 §2.3): the focused day's month as weeks of days, each with its events. */
export function MonthGrid(props: MonthGridProps) {
  const {
    focusedDate,
    onFocusedDateChange,
    events,
    onEventOpen,
    cellLimit,
    onDateOpen,
    announceRange = true,
    className,
  } = props;
  const { locale, rtl, timeZone, today, labels, format } = useCalendarSetup(props);
  const weeks = monthWeeks(focusedDate, locale);
  const byDay = new Map(
    weeks.flat().map((day) => [day.toString(), eventsOnDay(events, day, timeZone)]),
  );
  const label = calendarRangeLabel('month', focusedDate, locale);
  const { gridRef, follow, onBlur } = useRovingFocus(focusedDate.toString());

  const onKeyDown = (day: CalendarDate) => (event: KeyboardEvent<HTMLElement>) => {
    // Enter on a chip or '+N' is theirs; Enter on the cell itself opens the day.
    if (event.key === 'Enter') {
      if (event.target !== event.currentTarget) return;
      event.preventDefault();
      onDateOpen(day);
      return;
    }
    const next = moveFocusedDate(day, event.key, { view: 'month', locale, rtl });
    if (!next) return;
    event.preventDefault();
    if (isSameDay(next, focusedDate)) {
      gridRef.current?.querySelector<HTMLElement>(`[data-focus-key="${next}"]`)?.focus();
      return;
    }
    follow();
    onFocusedDateChange(next);
  };

  const onClick = (day: CalendarDate) => (event: MouseEvent<HTMLElement>) => {
    if (isEmptySpaceClick(event) && !isSameDay(day, focusedDate)) onFocusedDateChange(day);
  };

  return (
    <div
      data-slot="month-grid"
      dir={rtl ? 'rtl' : 'ltr'}
      className={cn('flex min-w-0 flex-col', className)}
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
        className="overflow-hidden rounded-md border-s border-t border-border bg-surface"
      >
        <div role="row" className="grid grid-cols-7">
          {weeks[0]?.map((day) => (
            <div
              key={day.toString()}
              role="columnheader"
              className="truncate border-e border-b border-border px-1 py-2 text-center text-xs font-medium text-text-muted"
            >
              <span aria-hidden="true">{format.weekdayShort(day)}</span>
              <span className="sr-only">{format.weekdayLong(day)}</span>
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]!.toString()} role="row" className="grid grid-cols-7">
            {week.map((day) => {
              const focused = isSameDay(day, focusedDate);
              const isToday = isSameDay(day, today);
              const outside = !isSameMonth(day, focusedDate);
              const { shown, hidden } = splitByLimit(byDay.get(day.toString()) ?? [], cellLimit);
              // Only the focused cell's controls are in the Tab order (roving tabindex).
              const tabIndex = focused ? 0 : -1;
              return (
                <div
                  key={day.toString()}
                  role="gridcell"
                  data-slot="month-grid-cell"
                  data-focus-key={day.toString()}
                  data-date={day.toString()}
                  data-today={isToday}
                  data-outside-month={outside}
                  data-muted={outside && !isToday}
                  tabIndex={tabIndex}
                  aria-selected={focused}
                  aria-current={isToday ? 'date' : undefined}
                  onKeyDown={onKeyDown(day)}
                  onClick={onClick(day)}
                  className={cn(
                    'group flex min-h-20 min-w-0 cursor-default flex-col gap-0.5 border-e border-b border-border p-0.5 md:min-h-28 md:p-1',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    'data-[outside-month=true]:bg-surface-sunken aria-selected:bg-primary-subtle',
                  )}
                >
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={format.fullDay(day)}
                    onClick={() => onDateOpen(day)}
                    className={cn(
                      'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center self-start rounded-full text-xs font-medium text-text md:size-7 md:text-sm',
                      'hover:bg-surface-sunken group-data-[muted=true]:text-text-muted',
                      'group-data-[today=true]:bg-primary group-data-[today=true]:text-on-primary',
                      'forced-colors:group-data-[today=true]:border forced-colors:group-data-[today=true]:border-[CanvasText]',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                    )}
                  >
                    {format.dayNumber(day)}
                  </button>
                  {shown.map((event: CalendarGridEvent) => (
                    <EventChip
                      key={event.id}
                      event={event}
                      time={
                        startsOnDay(event, day, timeZone) ? format.time(event.start) : undefined
                      }
                      completedLabel={labels.completedAfter(labels.completed)}
                      tabIndex={tabIndex}
                      onClick={() => onEventOpen(event.id)}
                    />
                  ))}
                  {hidden > 0 && (
                    <MoreButton
                      tabIndex={tabIndex}
                      aria-label={labels.overflow(
                        labels.plus(hidden),
                        labels.moreEvents(hidden, format.monthDay(day)),
                      )}
                      onClick={() => onDateOpen(day)}
                    >
                      {labels.plus(hidden)}
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
