import * as calendarMessages from '@lp/locales/en/calendar';
import { Button, cn, useMessages } from '@lp/ui';
import { ChevronLeft, ChevronRight, PanelLeftClose, PanelLeftOpen, Plus } from '@lp/ui/icons';
import type { ComponentProps } from 'react';

/** The calendar's three views (spec 2 §2.3). */
export type CalendarViewName = 'month' | 'week' | 'day';
export const calendarViews: readonly CalendarViewName[] = ['month', 'week', 'day'];

export interface CalendarToolbarTexts {
  /** The view switch's buttons and the name of their group. */
  views: Record<CalendarViewName, string>;
  viewSwitch: string;
  /** The arrows' names per view ('Previous month', 'Next week'). */
  previous: Record<CalendarViewName, string>;
  next: Record<CalendarViewName, string>;
  today: string;
  addEvent: string;
  showSidebar: string;
  hideSidebar: string;
}

type CalendarMessages = typeof calendarMessages.default;

function textsFrom(m: CalendarMessages): CalendarToolbarTexts {
  return {
    views: { month: m.viewMonth, week: m.viewWeek, day: m.viewDay },
    viewSwitch: m.viewSwitch,
    previous: { month: m.previousMonth, week: m.previousWeek, day: m.previousDay },
    next: { month: m.nextMonth, week: m.nextWeek, day: m.nextDay },
    today: m.today,
    addEvent: m.addEvent,
    showSidebar: m.showSidebar,
    hideSidebar: m.hideSidebar,
  };
}

export const defaultCalendarToolbarTexts: CalendarToolbarTexts = textsFrom(
  calendarMessages.default,
);

export interface CalendarToolbarProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** What the grid shows: 'July 2025', 'Jul 14 – 20, 2025', 'Monday, July 14, 2025'. */
  title: string;
  view: CalendarViewName;
  onViewChange: (view: CalendarViewName) => void;
  /** Move by one month, week or day (spec 2 §2.3). */
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onAddEvent: () => void;
  /** Whether the sidebar is shown (expanded column on desktop, open sheet on a phone). */
  sidebarOpen: boolean;
  onSidebarToggle: () => void;
  /** Id of the sidebar's element, for the toggle's aria-controls; leave out while it is not on the page. */
  sidebarId?: string;
  /** The title's heading element (the app header holds the h1). @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultCalendarToolbarTexts */
  texts?: Partial<CalendarToolbarTexts>;
}

/**
 * The calendar's toolbar (spec 2 §2.3): sidebar toggle, previous/next, Today, the period's
 * title, the Month/Week/Day switch and Add Event. It wraps onto more rows on a narrow screen.
 */
export function CalendarToolbar({
  title,
  view,
  onViewChange,
  onPrevious,
  onNext,
  onToday,
  onAddEvent,
  sidebarOpen,
  onSidebarToggle,
  sidebarId,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: CalendarToolbarProps) {
  const texts = { ...textsFrom(useMessages(calendarMessages)), ...textsProp };
  return (
    <div
      data-slot="calendar-toolbar"
      data-view={view}
      className={cn('flex min-w-0 flex-wrap items-center gap-x-4 gap-y-3', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 basis-64 flex-wrap items-center gap-2">
        <Button
          data-slot="calendar-sidebar-toggle"
          variant="ghost"
          size="icon"
          aria-label={sidebarOpen ? texts.hideSidebar : texts.showSidebar}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onSidebarToggle}
        >
          {sidebarOpen ? (
            <PanelLeftClose aria-hidden="true" />
          ) : (
            <PanelLeftOpen aria-hidden="true" />
          )}
        </Button>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={texts.previous[view]}
            onClick={onPrevious}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={texts.next[view]} onClick={onNext}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <Button variant="outline" onClick={onToday}>
          {texts.today}
        </Button>
        {/* Polite: moving to another period is announced once the new title is in. */}
        <Title
          aria-live="polite"
          className="min-w-0 basis-full text-xl leading-tight font-semibold break-words text-text md:basis-auto md:ps-2"
        >
          {title}
        </Title>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Toggle buttons rather than a radio group: each is an ordinary button (Tab, Enter,
            Space) whose pressed state says which view is on. */}
        <div
          role="group"
          aria-label={texts.viewSwitch}
          className="inline-flex rounded-lg bg-surface-sunken p-1"
        >
          {calendarViews.map((name) => (
            <Button
              key={name}
              variant="quiet"
              size="sm"
              aria-pressed={view === name}
              onClick={() => onViewChange(name)}
              className={cn(
                // The pressed view is told by more than a shade of grey: text colour, a 3:1 outline, a shadow.
                'aria-pressed:bg-surface aria-pressed:text-text aria-pressed:shadow-sm',
                'aria-pressed:ring-1 aria-pressed:ring-border-strong',
                'forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:underline',
              )}
            >
              {texts.views[name]}
            </Button>
          ))}
        </div>
        <Button onClick={onAddEvent}>
          <Plus aria-hidden="true" />
          {texts.addEvent}
        </Button>
      </div>
    </div>
  );
}
