import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DirectionProvider } from '../direction';
import { SAMPLE_ZONE, sampleEvents } from './calendar-grid.samples';
import { MonthGrid } from './month-grid';
import type { MonthGridProps } from './types';
import * as esCalendar from '@lp/locales/es/ui-calendar-grid';
import { I18nProvider } from '../i18n';

const nov24 = new CalendarDate(2026, 11, 24);

function renderMonth(props: Partial<MonthGridProps> = {}) {
  const handlers = {
    onFocusedDateChange: vi.fn(),
    onEventOpen: vi.fn(),
    onDateOpen: vi.fn(),
  };
  const all: MonthGridProps = {
    focusedDate: nov24,
    today: nov24,
    events: sampleEvents,
    timeZone: SAMPLE_ZONE,
    locale: 'en-US',
    cellLimit: 3,
    ...handlers,
    ...props,
  };
  const view = render(<MonthGrid {...all} />);
  const rerender = (next: Partial<MonthGridProps>) =>
    view.rerender(<MonthGrid {...all} {...next} />);
  return { ...handlers, rerender };
}

const cell = (iso: string) =>
  document.querySelector<HTMLElement>(`[role=gridcell][data-date="${iso}"]`)!;

describe('MonthGrid', () => {
  it('is a grid named by its month, with weekday headers in the locale order', () => {
    renderMonth();
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    expect(within(grid).getByRole('columnheader', { name: 'Sunday' })).toBeInTheDocument();
    // A header row and five weeks (Nov 1 - Dec 5).
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(35);
  });

  it('starts the week on Monday in de-DE', () => {
    renderMonth({ locale: 'de-DE' });
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName('Montag');
    expect(screen.getAllByRole('gridcell')[0]).toHaveAttribute('data-date', '2026-10-26');
  });

  it('marks today and the focused day, and keeps one cell in the Tab order', () => {
    renderMonth({ today: new CalendarDate(2026, 11, 20) });
    expect(cell('2026-11-20')).toHaveAttribute('aria-current', 'date');
    expect(cell('2026-11-24')).toHaveAttribute('aria-selected', 'true');
    const tabbable = screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0);
    expect(tabbable).toEqual([cell('2026-11-24')]);
    expect(cell('2026-12-01')).toHaveAttribute('data-outside-month', 'true');
  });

  it("shows three events and '+2' on a day with five, with the start time", () => {
    renderMonth();
    const day = cell('2026-11-24');
    const chips = within(day).getAllByRole('button', { name: /Lecture|Office|Quiz|Study|Mentor/ });
    expect(chips.map((c) => c.textContent)).toEqual([
      '9:00 AM Lecture: Neural networks',
      '11:00 AM Office hours',
      '2:00 PM Quiz 3 due',
    ]);
    const more = within(day).getByRole('button', { name: '+2, 2 more events on November 24' });
    expect(more).toHaveTextContent(/^\+2$/);
  });

  it("shows two events and '+3' with a limit of 2", () => {
    const { onDateOpen } = renderMonth({ cellLimit: 2 });
    const more = within(cell('2026-11-24')).getByRole('button', {
      name: '+3, 3 more events on November 24',
    });
    expect(more).toHaveTextContent('+3');
    expect(within(cell('2026-11-26')).getByRole('button', { name: /^\+1,/ })).toHaveTextContent(
      '+1',
    );
    return userEvent.click(more).then(() => expect(onDateOpen).toHaveBeenCalledWith(nov24));
  });

  it('shows an event crossing midnight on both days, and says when one is completed', () => {
    renderMonth();
    expect(
      within(cell('2026-11-27')).getByRole('button', { name: /Night hackathon/ }),
    ).toBeVisible();
    expect(
      within(cell('2026-11-28')).getByRole('button', { name: 'Night hackathon' }),
    ).toBeVisible();
    expect(within(cell('2026-11-23')).getByRole('button', { name: /Reading/ })).toHaveAttribute(
      'data-completed',
      'true',
    );
    // jsdom puts a space at the hidden span's edge that browsers leave out.
    expect(screen.getByRole('button', { name: /Reading/ })).toHaveAccessibleName(
      /^9:00\sAM Reading: chapter 4\s?, completed$/,
    );
  });

  it('opens an event on click and a day from its number', async () => {
    const { onEventOpen, onDateOpen } = renderMonth();
    await userEvent.click(screen.getByRole('button', { name: /Midterm exam/ }));
    expect(onEventOpen).toHaveBeenCalledWith('exam');
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, November 19' }));
    expect(onDateOpen).toHaveBeenCalledWith(new CalendarDate(2026, 11, 19));
  });

  it('moves the focused day with the arrow, Home/End and Page keys, across the month end', async () => {
    const { onFocusedDateChange } = renderMonth({ focusedDate: new CalendarDate(2026, 11, 30) });
    cell('2026-11-30').focus();
    const moves: Record<string, string> = {
      '{ArrowRight}': '2026-12-01',
      '{ArrowLeft}': '2026-11-29',
      '{ArrowDown}': '2026-12-07',
      '{ArrowUp}': '2026-11-23',
      '{Home}': '2026-11-29',
      '{End}': '2026-12-05',
      '{PageDown}': '2026-12-30',
      '{PageUp}': '2026-10-30',
    };
    for (const [key, expected] of Object.entries(moves)) {
      onFocusedDateChange.mockClear();
      await userEvent.keyboard(key);
      expect(onFocusedDateChange).toHaveBeenCalledTimes(1);
      expect(onFocusedDateChange.mock.calls[0]![0].toString()).toBe(expected);
    }
  });

  it('mirrors the arrows in a right-to-left locale', async () => {
    const { onFocusedDateChange } = renderMonth({ locale: 'ar-EG' });
    cell('2026-11-24').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onFocusedDateChange.mock.calls[0]![0].toString()).toBe('2026-11-25');
  });

  it('mirrors the arrows on a right-to-left page, whatever the locale', async () => {
    const onFocusedDateChange = vi.fn();
    render(
      <DirectionProvider dir="rtl">
        <MonthGrid
          focusedDate={nov24}
          today={nov24}
          events={sampleEvents}
          timeZone={SAMPLE_ZONE}
          locale="en-US"
          cellLimit={3}
          onFocusedDateChange={onFocusedDateChange}
          onEventOpen={vi.fn()}
          onDateOpen={vi.fn()}
        />
      </DirectionProvider>,
    );
    expect(screen.getByRole('grid').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    cell('2026-11-24').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onFocusedDateChange.mock.calls[0]![0].toString()).toBe('2026-11-25');
    await userEvent.keyboard('{ArrowRight}');
    expect(onFocusedDateChange.mock.calls[1]![0].toString()).toBe('2026-11-23');
  });

  it('opens the day on Enter, and moves DOM focus once the new day renders', async () => {
    const { onDateOpen, onFocusedDateChange, rerender } = renderMonth({
      focusedDate: new CalendarDate(2026, 11, 30),
    });
    await userEvent.tab();
    expect(cell('2026-11-30')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDateOpen).toHaveBeenCalledWith(new CalendarDate(2026, 11, 30));
    await userEvent.keyboard('{ArrowRight}');
    const next = onFocusedDateChange.mock.calls[0]![0] as CalendarDate;
    rerender({ focusedDate: next });
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(cell('2026-12-01')).toHaveFocus();
    expect(cell('2026-12-01')).toHaveAttribute('tabindex', '0');
  });

  it('never takes focus on an ordinary prop change', () => {
    const { rerender } = renderMonth();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    rerender({ focusedDate: new CalendarDate(2026, 12, 2) });
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('reaches the focused day’s events by Tab and opens one with Enter', async () => {
    const { onEventOpen } = renderMonth();
    await userEvent.tab();
    expect(cell('2026-11-24')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Lecture/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEventOpen).toHaveBeenCalledWith('lecture');
  });

  it('focuses a day clicked on its empty space', async () => {
    const { onFocusedDateChange, onDateOpen } = renderMonth();
    await userEvent.click(cell('2026-11-10'));
    expect(onFocusedDateChange).toHaveBeenCalledWith(new CalendarDate(2026, 11, 10));
    expect(onDateOpen).not.toHaveBeenCalled();
  });

  it('announces the visible range in a polite live region', () => {
    const { rerender } = renderMonth();
    const live = document.querySelector('[aria-live=polite]')!;
    expect(live).toHaveTextContent('November 2026');
    rerender({ focusedDate: new CalendarDate(2027, 1, 4) });
    expect(live).toHaveTextContent('January 2027');
  });
});

describe('MonthGrid in another language', () => {
  it('takes the page language for names, the week start and its texts', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esCalendar.id, esCalendar.default]]) }}
      >
        <MonthGrid
          focusedDate={nov24}
          today={nov24}
          events={sampleEvents}
          timeZone={SAMPLE_ZONE}
          cellLimit={1}
          onFocusedDateChange={vi.fn()}
          onEventOpen={vi.fn()}
          onDateOpen={vi.fn()}
        />
      </I18nProvider>,
    );
    const grid = screen.getByRole('grid', { name: 'noviembre de 2026' });
    // A Spanish week starts on Monday.
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('lunes');
    expect(
      within(cell('2026-11-24')).getByRole('button', {
        name: /^\+\d, \d eventos? más el 24 de noviembre$/,
      }),
    ).toBeInTheDocument();
  });

  it('starts the week where a prop says', () => {
    renderMonth({ weekStart: 1 });
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Monday');
  });
});
