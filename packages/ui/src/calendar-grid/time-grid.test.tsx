import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_ZONE, dstFallEvents, sampleEvents } from './calendar-grid.samples';
import { TimeGrid } from './time-grid';
import type { TimeGridProps } from './types';

const nov24 = new CalendarDate(2026, 11, 24);

function renderTime(props: Partial<TimeGridProps> = {}) {
  const handlers = {
    onFocusedDateChange: vi.fn(),
    onEventOpen: vi.fn(),
    onDateOpen: vi.fn(),
    onSlotOpen: vi.fn(),
  };
  const all: TimeGridProps = {
    view: 'week',
    hourStep: 1,
    focusedDate: nov24,
    today: nov24,
    events: sampleEvents,
    timeZone: SAMPLE_ZONE,
    locale: 'en-US',
    cellLimit: 2,
    ...handlers,
    ...props,
  };
  const view = render(<TimeGrid {...all} />);
  const rerender = (next: Partial<TimeGridProps>) => view.rerender(<TimeGrid {...all} {...next} />);
  return { ...handlers, rerender };
}

const cell = (iso: string, hour: number) =>
  document.querySelector<HTMLElement>(`[role=gridcell][data-date="${iso}"][data-hour="${hour}"]`)!;
const focusedCall = (fn: ReturnType<typeof vi.fn>) => String(fn.mock.calls.at(-1)?.[0]);

describe('TimeGrid', () => {
  it('is a grid of the week: a corner and seven day headers, then 24 hour rows', () => {
    renderTime();
    const grid = screen.getByRole('grid', { name: /^Nov 22\s–\s28, 2026$/ });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers).toHaveLength(8);
    expect(headers[0]).toHaveAccessibleName('Time');
    expect(headers[1]).toHaveAccessibleName('Sunday, November 22');
    expect(
      within(grid).getByRole('columnheader', { name: 'Tuesday, November 24' }),
    ).toHaveAttribute('aria-current', 'date');
    expect(within(grid).getAllByRole('row')).toHaveLength(25);
    expect(within(grid).getAllByRole('rowheader')[9]).toHaveTextContent(/^9\sAM$/);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(24 * 7);
  });

  it('shows one column in the day view, every second hour with hourStep 2', () => {
    renderTime({ view: 'day', hourStep: 2 });
    const grid = screen.getByRole('grid', { name: 'Tuesday, November 24, 2026' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(2);
    const hours = within(grid).getAllByRole('rowheader');
    expect(hours).toHaveLength(12);
    expect(hours.map((h) => h.textContent?.replace(/\s/g, ' '))).toEqual([
      '12 AM',
      '2 AM',
      '4 AM',
      '6 AM',
      '8 AM',
      '10 AM',
      '12 PM',
      '2 PM',
      '4 PM',
      '6 PM',
      '8 PM',
      '10 PM',
    ]);
    // Lecture at 9 and office hours at 11 share no row; both sit in the even rows before them.
    expect(within(cell('2026-11-24', 8)).getByRole('button', { name: /Lecture/ })).toBeVisible();
    expect(within(cell('2026-11-24', 10)).getByRole('button', { name: /Office/ })).toBeVisible();
  });

  it('uses the locale hour labels', () => {
    renderTime({ locale: 'en-GB' });
    expect(screen.getAllByRole('rowheader')[14]).toHaveTextContent('14');
    expect(screen.getAllByRole('columnheader')[1]).toHaveAccessibleName('Monday 23 November');
  });

  it("draws two events and '+1 more' in a full hour; all of them without a limit", async () => {
    const { onDateOpen, rerender } = renderTime();
    const ten = cell('2026-11-26', 10);
    expect(within(ten).getAllByRole('button', { name: /^Lab/ })).toHaveLength(2);
    const more = within(ten).getByRole('button', {
      name: /^\+1 more, 1 more event on November 26/,
    });
    expect(more).toHaveTextContent(/^\+1 more$/);
    await userEvent.click(more);
    expect(onDateOpen).toHaveBeenCalledWith(new CalendarDate(2026, 11, 26));
    rerender({ cellLimit: undefined });
    expect(within(cell('2026-11-26', 10)).getAllByRole('button', { name: /^Lab/ })).toHaveLength(3);
    expect(within(cell('2026-11-26', 10)).queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('draws an event crossing midnight in its start hour and in the next day’s first row', () => {
    renderTime();
    expect(
      within(cell('2026-11-27', 22)).getByRole('button', { name: 'Night hackathon' }),
    ).toBeVisible();
    expect(
      within(cell('2026-11-28', 0)).getByRole('button', { name: 'Night hackathon' }),
    ).toBeVisible();
  });

  it('places events by wall-clock hour on the 25-hour day', () => {
    renderTime({ view: 'day', focusedDate: new CalendarDate(2026, 11, 1), events: dstFallEvents });
    expect(within(cell('2026-11-01', 1)).getAllByRole('button')).toHaveLength(2);
    expect(within(cell('2026-11-01', 3)).getByRole('button', { name: /After/ })).toBeVisible();
  });

  it('focuses the first hour with an event, or 8 AM', () => {
    renderTime({ view: 'day' });
    expect(cell('2026-11-24', 9)).toHaveAttribute('tabindex', '0');
    screen.getByRole('grid').remove();
    renderTime({ view: 'day', events: [] });
    expect(cell('2026-11-24', 8)).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the hour with Up/Down and the day with Left/Right, Home/End and Page keys', async () => {
    const { onFocusedDateChange } = renderTime({ focusedDate: new CalendarDate(2026, 11, 28) });
    await userEvent.tab();
    expect(cell('2026-11-28', 9)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(cell('2026-11-28', 10)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell('2026-11-28', 8)).toHaveFocus();
    expect(onFocusedDateChange).not.toHaveBeenCalled();
    // Right from Saturday leaves the week: the parent shows the next one.
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedCall(onFocusedDateChange)).toBe('2026-11-29');
    await userEvent.keyboard('{Home}');
    expect(focusedCall(onFocusedDateChange)).toBe('2026-11-22');
    await userEvent.keyboard('{PageDown}');
    expect(focusedCall(onFocusedDateChange)).toBe('2026-12-05');
    await userEvent.keyboard('{PageUp}');
    expect(focusedCall(onFocusedDateChange)).toBe('2026-11-21');
  });

  it('follows the focus to the next day once the parent renders it', async () => {
    const { onFocusedDateChange, rerender } = renderTime({ view: 'day' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedCall(onFocusedDateChange)).toBe('2026-11-25');
    rerender({ focusedDate: new CalendarDate(2026, 11, 25) });
    expect(screen.getByRole('grid', { name: 'Wednesday, November 25, 2026' })).toBeInTheDocument();
    expect(cell('2026-11-25', 9)).toHaveFocus();
  });

  it('opens a slot with Enter or a click on empty space, and an event from its chip', async () => {
    const { onSlotOpen, onEventOpen, onFocusedDateChange } = renderTime();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSlotOpen).toHaveBeenCalledWith(nov24, 9);
    await userEvent.click(cell('2026-11-25', 13));
    expect(onSlotOpen).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 25), 13);
    expect(onFocusedDateChange).toHaveBeenCalledWith(new CalendarDate(2026, 11, 25));
    await userEvent.click(screen.getByRole('button', { name: 'Quiz 3 due' }));
    expect(onEventOpen).toHaveBeenCalledWith('quiz');
    expect(onSlotOpen).toHaveBeenCalledTimes(2);
  });

  it('keeps the focused cell’s chips in the Tab order and no others', async () => {
    renderTime({ view: 'day' });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Lecture/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Office hours' })).toHaveAttribute('tabindex', '-1');
  });

  it('announces the visible range in a polite live region', () => {
    const { rerender } = renderTime();
    const live = document.querySelector('[aria-live=polite]')!;
    expect(live.textContent).toMatch(/^Nov 22\s–\s28, 2026$/);
    rerender({ focusedDate: new CalendarDate(2026, 12, 30) });
    expect(live.textContent).toMatch(/^Dec 27, 2026\s–\sJan 2, 2027$/);
  });
});
