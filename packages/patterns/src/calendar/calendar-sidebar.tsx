import type { CalendarEvent } from '@lp/contract';
import * as calendarMessages from '@lp/locales/en/calendar';
import { EmptyState, SearchField, Select, SelectItem, cn, useFormat, useMessages } from '@lp/ui';
import { CalendarDays } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';
import { EventTypeBadge } from './event-badges';
import { formatEventStart, type EventFormatOptions } from './event-format';
import { calendarFormEventTypes } from './event-tone';
import { useEventLabels } from './use-event-labels';

/** The type filter's value: every type, or one of the five. */
export type CalendarTypeFilter = 'all' | CalendarEvent['type'];

export interface CalendarSidebarTexts {
  search: string;
  typeFilter: string;
  allTypes: string;
  upcoming: string;
  /** The Upcoming Events list when nothing starts in the next 7 days. */
  noUpcoming: string;
}

export const defaultCalendarSidebarTexts: CalendarSidebarTexts = {
  search: calendarMessages.default.search,
  typeFilter: calendarMessages.default.typeFilter,
  allTypes: calendarMessages.default.allTypes,
  upcoming: calendarMessages.default.upcoming,
  noUpcoming: calendarMessages.default.noUpcoming,
};

export interface CalendarSidebarProps
  extends Omit<ComponentProps<'div'>, 'children'>, EventFormatOptions {
  /** The search text (the page filters the grid's events with it). */
  search: string;
  onSearchChange: (search: string) => void;
  typeFilter: CalendarTypeFilter;
  onTypeFilterChange: (typeFilter: CalendarTypeFilter) => void;
  /** The next 5 events within 7 days, soonest first (`upcomingEvents` of the contract). */
  upcoming: readonly CalendarEvent[];
  /** An Upcoming Events item was chosen: open its details. */
  onEventOpen: (id: string) => void;
  /** The heading element of 'Upcoming Events'. @default 'h2' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultCalendarSidebarTexts */
  texts?: Partial<CalendarSidebarTexts>;
}

/**
 * The calendar's sidebar (spec 2 §2.3): search, the type filter and Upcoming Events. It has no
 * frame of its own: the page puts it in a collapsible column, or in a sheet under 768 px.
 */
export function CalendarSidebar({
  search,
  onSearchChange,
  typeFilter,
  onTypeFilterChange,
  upcoming,
  onEventOpen,
  locale: localeProp,
  timeZone,
  headingAs: Heading = 'h2',
  texts: textsProp,
  className,
  ...props
}: CalendarSidebarProps) {
  const m = useMessages(calendarMessages);
  const labels = useEventLabels();
  const format = useFormat();
  const locale = localeProp ?? format.locale;
  const texts = {
    search: m.search,
    typeFilter: m.typeFilter,
    allTypes: m.allTypes,
    upcoming: m.upcoming,
    noUpcoming: m.noUpcoming,
    ...textsProp,
  };
  const headingId = useId();
  return (
    <div
      data-slot="calendar-sidebar"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-4">
        <SearchField label={texts.search} value={search} onValueChange={onSearchChange} />
        <Select
          label={texts.typeFilter}
          value={typeFilter}
          onValueChange={(value) => onTypeFilterChange(value as CalendarTypeFilter)}
        >
          <SelectItem value="all">{texts.allTypes}</SelectItem>
          {calendarFormEventTypes.map((type) => (
            <SelectItem key={type} value={type}>
              {labels.type(type)}
            </SelectItem>
          ))}
        </Select>
      </div>
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <Heading id={headingId} className="text-base font-semibold text-text">
          {texts.upcoming}
        </Heading>
        {upcoming.length === 0 ? (
          <EmptyState icon={<CalendarDays />} title={texts.noUpcoming} titleAs="p" />
        ) : (
          <ul className="flex flex-col gap-2">
            {upcoming.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  data-slot="calendar-upcoming-item"
                  onClick={() => onEventOpen(event.id)}
                  className={cn(
                    'flex w-full cursor-pointer flex-col items-start gap-1.5 rounded-md border border-border bg-surface p-3 text-start',
                    'transition-colors duration-150 hover:bg-surface-raised motion-reduce:transition-none',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    'forced-colors:border-[ButtonText]',
                  )}
                >
                  <span dir="auto" className="text-sm font-medium break-words text-text">
                    {event.title}
                  </span>
                  <span className="text-xs text-text-muted">
                    <time dateTime={event.startTime}>
                      {formatEventStart(event.startTime, { locale, timeZone })}
                    </time>
                  </span>
                  <EventTypeBadge event={event} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
