import type { CalendarDate } from '@internationalized/date';

/** The calendar's three views (spec 2 §2.3). */
export type CalendarView = 'month' | 'week' | 'day';

/** The colour roles an event may be drawn in: the theme's, so every brand keeps its contrast. */
export const calendarEventTones = [
  'primary',
  'accent',
  'info',
  'success',
  'warning',
  'danger',
  'neutral',
] as const;
export type CalendarEventTone = (typeof calendarEventTones)[number];

/** An event as the grids draw it; a screen maps its own events to this shape. */
export interface CalendarGridEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  /** @default 'primary' */
  tone?: CalendarEventTone;
  /** A finished event is drawn muted and struck through. */
  completed?: boolean;
}

/** The texts the grids add around the events (dates and hours come from `locale`). */
export interface CalendarGridLabels {
  /** The accessible rest of an overflow button, after its '+N'. @default (count, when) => `${count} more events on ${when}` */
  moreEvents: (count: number, when: string) => string;
  /** The time grid's overflow text. @default (count) => `+${count} more` */
  more: (count: number) => string;
  /** Said after a finished event's title. @default 'completed' */
  completed: string;
  /** The accessible name of the time grid's corner header, over the hour labels. @default 'Time' */
  time: string;
  /** The month grid's overflow text. @default (count) => `+${count}` */
  plus: (count: number) => string;
  /** An overflow button's name: its text, then the rest. @default (text, rest) => `${text}, ${rest}` */
  overflow: (text: string, rest: string) => string;
  /** A time grid cell: its day and its hour. @default (day, hour) => `${day}, ${hour}` */
  dayHour: (day: string, hour: string) => string;
  /** Said after a finished event's title. @default (completed) => `, ${completed}` */
  completedAfter: (completed: string) => string;
}

interface CalendarGridBaseProps {
  /**
   * The day that holds the keyboard focus. The grid shows its month, its week or the day itself,
   * so moving the focus past the edge (arrow keys, Page Up/Down) moves the view with it.
   */
  focusedDate: CalendarDate;
  /** Arrow keys, Home/End and Page Up/Down move the focused day; clicking a day focuses it. */
  onFocusedDateChange: (date: CalendarDate) => void;
  /** The events to draw; those outside the visible days are ignored. */
  events: readonly CalendarGridEvent[];
  /** Enter or a click on an event. */
  onEventOpen: (id: string) => void;
  /** The day marked as today (`aria-current="date"`). @default today in `timeZone` */
  today?: CalendarDate;
  /** The IANA zone events are placed in. @default the browser's */
  timeZone?: string;
  /** BCP 47 locale for names, hour labels and the first day of the week. @default the page's language (I18nProvider) */
  locale?: string;
  /** The first day of the week, 0 Sunday … 6 Saturday. @default the locale's (`weekStartOf`) */
  weekStart?: number;
  /** Added to this API: the grids' own texts, for a deployment in another language. @default defaultCalendarGridLabels (English) */
  labels?: Partial<CalendarGridLabels>;
  /**
   * Announce the shown month, week or day politely when it changes. Turn it off where a live
   * heading beside the grid already says it (the calendar page's toolbar), or it is said twice.
   * @default true
   */
  announceRange?: boolean;
  className?: string;
}

export interface MonthGridProps extends CalendarGridBaseProps {
  /** Events drawn in a day before '+N': 3, or 2 under 768 px (spec 2 §2.3). */
  cellLimit: number;
  /** Enter or a click on a day's number, or on its '+N': the screen opens that day. */
  onDateOpen: (date: CalendarDate) => void;
}

export interface TimeGridProps extends CalendarGridBaseProps {
  /** The week around `focusedDate` (7 columns) or the day itself (1 column). */
  view: 'week' | 'day';
  /** 1, or 2 on phones: every second hour (spec 2 §2.3). Hours run 0 to 23 either way. */
  hourStep: 1 | 2;
  /** Events drawn in an hour cell before '+N more' (2 in the week view); none: all of them. */
  cellLimit?: number;
  /** A click on '+N more': the screen opens that day. */
  onDateOpen: (date: CalendarDate) => void;
  /** Enter or a click on an hour cell's empty space: the screen adds an event at that hour. */
  onSlotOpen?: (date: CalendarDate, hour: number) => void;
}
