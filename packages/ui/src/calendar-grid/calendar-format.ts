import {
  CalendarDateTime,
  DateFormatter,
  endOfWeek,
  startOfWeek,
  type CalendarDate,
} from '@internationalized/date';
import * as calendarMessages from '@lp/locales/en/ui-calendar-grid';
import en from '@lp/locales/en/ui-calendar-grid';
import { useMemo } from 'react';
import { useMessages } from '../i18n';
import type { CalendarGridLabels, CalendarView } from './types';

// A CalendarDate has no zone; it is formatted as midnight UTC in UTC so the day never shifts.
const asDate = (date: CalendarDate) => date.toDate('UTC');

/**
 * The visible range as the grid announces it and the toolbar shows it: 'November 2026',
 * 'Nov 22 – 28, 2026' (the locale's week) or 'Tuesday, November 24, 2026'.
 */
export function calendarRangeLabel(view: CalendarView, date: CalendarDate, locale: string): string {
  if (view === 'month') {
    return new DateFormatter(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      asDate(date),
    );
  }
  if (view === 'week') {
    const format = new DateFormatter(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return format.formatRange(asDate(startOfWeek(date, locale)), asDate(endOfWeek(date, locale)));
  }
  return new DateFormatter(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asDate(date));
}

function calendarGridLabelsOf(text: typeof en): CalendarGridLabels {
  return {
    moreEvents: (count, when) => text.moreEvents({ count, when }),
    more: (count) => text.more({ count }),
    completed: text.completed,
    time: text.time,
    plus: (count) => text.plus({ count }),
    overflow: (text_, rest) => text.overflow({ text: text_, rest }),
    dayHour: (day, hour) => text.dayHour({ day, hour }),
    completedAfter: (completed) => text.completedAfter({ completed }),
  };
}

/** The English texts of the grids; a screen passes its own through `labels`. */
export const defaultCalendarGridLabels: CalendarGridLabels = calendarGridLabelsOf(en);

/** The grids' texts in the tree's language. */
export function useCalendarGridLabels(): CalendarGridLabels {
  const text = useMessages(calendarMessages);
  return useMemo(() => calendarGridLabelsOf(text), [text]);
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The locale with its week starting on `weekStart` (0 Sunday … 6 Saturday), as a Unicode `fw`
 * extension that @internationalized/date and Intl read: every week rule follows it.
 */
export function withWeekStart(locale: string, weekStart: number): string {
  if (locale.includes('-fw-')) return locale;
  const day = DAYS[((weekStart % 7) + 7) % 7]!;
  return locale.includes('-u-') ? `${locale}-fw-${day}` : `${locale}-u-fw-${day}`;
}

/** The formatters one grid needs, made once per locale and zone. */
export function calendarFormatters(locale: string, timeZone: string) {
  const weekdayShort = new DateFormatter(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new DateFormatter(locale, { weekday: 'long', timeZone: 'UTC' });
  const monthDay = new DateFormatter(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const fullDay = new DateFormatter(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const dayNumber = new DateFormatter(locale, { day: 'numeric', timeZone: 'UTC' });
  const hour = new DateFormatter(locale, { hour: 'numeric', timeZone: 'UTC' });
  const time = new DateFormatter(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  return {
    /** 'Tue' */
    weekdayShort: (d: CalendarDate) => weekdayShort.format(asDate(d)),
    /** 'Tuesday' */
    weekdayLong: (d: CalendarDate) => weekdayLong.format(asDate(d)),
    /** 'November 24' */
    monthDay: (d: CalendarDate) => monthDay.format(asDate(d)),
    /** 'Tuesday, November 24' */
    fullDay: (d: CalendarDate) => fullDay.format(asDate(d)),
    /** '24' (in the locale's digits) */
    dayNumber: (d: CalendarDate) => dayNumber.format(asDate(d)),
    /** '9 AM' / '09' */
    hour: (h: number) => hour.format(new CalendarDateTime(2000, 1, 1, h).toDate('UTC')),
    /** An event's start in the grid's zone: '2:00 PM' / '14:00' */
    time: (d: Date) => time.format(d),
  };
}

export type CalendarFormatters = ReturnType<typeof calendarFormatters>;
