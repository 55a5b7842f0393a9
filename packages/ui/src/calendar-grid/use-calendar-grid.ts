import { getLocalTimeZone, today as todayIn, type CalendarDate } from '@internationalized/date';
import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from 'react';
import { isRTL } from 'react-aria';
import { useDirection } from '../direction';
import { useLocale, weekStartOf } from '../i18n';
import { calendarFormatters, useCalendarGridLabels, withWeekStart } from './calendar-format';
import type { CalendarGridLabels } from './types';

/** The locale, direction, zone, today, texts and formatters a grid draws with, props first. */
export function useCalendarSetup(props: {
  locale?: string;
  weekStart?: number;
  timeZone?: string;
  today?: CalendarDate;
  labels?: Partial<CalendarGridLabels>;
}) {
  const context = useLocale();
  const direction = useDirection();
  // The pseudo-locale formats as English: Intl knows no en-XA.
  const language = props.locale ?? (context === 'en-XA' ? 'en' : context);
  // The week starts on the language's first day unless told otherwise.
  const locale = withWeekStart(language, props.weekStart ?? weekStartOf(language));
  // Right to left on a right-to-left page (DirectionProvider, fed from `<html dir>`), as every
  // other part of ui, whatever locale formats its dates; and in a right-to-left locale.
  const rtl = direction === 'rtl' || isRTL(locale);
  const timeZone = props.timeZone ?? getLocalTimeZone();
  const format = useMemo(() => calendarFormatters(locale, timeZone), [locale, timeZone]);
  const labels = { ...useCalendarGridLabels(), ...props.labels };
  return {
    locale,
    rtl,
    timeZone,
    today: props.today ?? todayIn(timeZone),
    labels,
    format,
  };
}

/**
 * Roving focus for a grid whose focused cell comes from props. A key that moves the focus asks
 * for it with `follow()`; once the cell with `focusKey` renders (the parent has passed the new
 * date), DOM focus moves to it. It only happens after a key in the grid, so ordinary prop
 * changes (a toolbar's Next, new events) never steal focus from elsewhere.
 */
export function useRovingFocus(focusKey: string) {
  const gridRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);

  useEffect(() => {
    const grid = gridRef.current;
    if (!pending.current || !grid) return;
    const active = document.activeElement;
    // The old cell may have unmounted (a new month), leaving focus on the body: still ours.
    if (active && active !== document.body && !grid.contains(active)) {
      pending.current = false;
      return;
    }
    const cell = grid.querySelector<HTMLElement>(`[data-focus-key="${focusKey}"]`);
    if (cell) {
      pending.current = false;
      cell.focus();
    }
  }, [focusKey]);

  const follow = useCallback(() => {
    pending.current = true;
  }, []);

  /** Focus that leaves for another element cancels a pending move. */
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) pending.current = false;
  }, []);

  return { gridRef, follow, onBlur };
}

/** True when a click landed on a cell's own space, not on a button inside it. */
export function isEmptySpaceClick(event: { target: EventTarget; currentTarget: Element }): boolean {
  const target = event.target as Element;
  const control = target.closest('button, a');
  return !control || !event.currentTarget.contains(control);
}
