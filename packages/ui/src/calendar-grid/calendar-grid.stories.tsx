import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { arrowKeyTowards, readDocumentDirection } from '../direction';
import { SAMPLE_ZONE, dstFallEvents, sampleEvents } from './calendar-grid.samples';
import { MonthGrid } from './month-grid';
import { TimeGrid } from './time-grid';
import type { MonthGridProps, TimeGridProps } from './types';

/** The key to the next day: Right, or Left on a right-to-left page (the week runs from the right). */
const nextDay = () => `{${arrowKeyTowards('forward', readDocumentDirection())}}`;

// Dates, today and the zone are fixed so screenshots never change with the clock or the machine.
const nov24 = new CalendarDate(2026, 11, 24);

/** The grid as a screen wires it: the screen keeps the focused day. */
function ControlledMonth(props: MonthGridProps) {
  const [focusedDate, setFocusedDate] = useState(props.focusedDate);
  return (
    <MonthGrid
      {...props}
      focusedDate={focusedDate}
      onFocusedDateChange={(date) => {
        setFocusedDate(date);
        props.onFocusedDateChange(date);
      }}
    />
  );
}

function ControlledTime(props: TimeGridProps) {
  const [focusedDate, setFocusedDate] = useState(props.focusedDate);
  return (
    <TimeGrid
      {...props}
      focusedDate={focusedDate}
      onFocusedDateChange={(date) => {
        setFocusedDate(date);
        props.onFocusedDateChange(date);
      }}
    />
  );
}

const meta = {
  title: 'Display/CalendarGrid',
  component: MonthGrid,
  tags: ['autodocs'],
  args: {
    focusedDate: nov24,
    today: nov24,
    timeZone: SAMPLE_ZONE,
    locale: 'en-US',
    events: sampleEvents,
    cellLimit: 3,
    onFocusedDateChange: fn(),
    onEventOpen: fn(),
    onDateOpen: fn(),
  },
  render: (args) => <ControlledMonth {...args} />,
} satisfies Meta<typeof MonthGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const timeArgs = { onSlotOpen: fn() };

/** Neither the grid nor the page reaches past the viewport's width. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const grid = canvasElement.querySelector<HTMLElement>('[role=grid]')!;
  await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** Three events a day, then '+N'; a keyboard walk across the month's end. */
export const Month: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    await expect(
      canvas.getByRole('button', { name: '+2, 2 more events on November 24' }),
    ).toHaveTextContent('+2');
    const focused = grid.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')!;
    focused.focus();
    await userEvent.keyboard(nextDay());
    await expect(grid.querySelector('[data-date="2026-11-25"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(grid.querySelector('[data-date="2026-12-02"]')).toHaveFocus();
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(args.onFocusedDateChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 2));
    await userEvent.keyboard('{Enter}');
    await expect(args.onDateOpen).toHaveBeenCalledWith(new CalendarDate(2026, 12, 2));
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible());
    await expect(canvas.getByRole('grid').querySelector('[data-date="2026-11-02"]')).toHaveFocus();
    // Tab reaches the focused day's events: the keyboard alone opens one.
    await userEvent.keyboard(`{ArrowDown}{ArrowDown}{ArrowDown}${nextDay()}`);
    await expect(canvas.getByRole('grid').querySelector('[data-date="2026-11-24"]')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Lecture/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventOpen).toHaveBeenCalledWith('lecture');
  },
};

/** Two events a day on a phone, the start times hidden. */
export const MonthMobile: Story = {
  args: { cellLimit: 2 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: '+3, 3 more events on November 24' }),
    ).toHaveTextContent('+3');
    await expectNoOverflow(canvasElement);
  },
};

export const MonthEmpty: Story = { args: { events: [] } };

/** Up to two events an hour, then '+N more'; the grid scrolls inside its own height. */
export const Week: Story = {
  render: (args) => (
    <ControlledTime
      {...args}
      {...timeArgs}
      view="week"
      hourStep={1}
      cellLimit={2}
      className="h-144"
    />
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: /^Nov 22\s–\s28, 2026$/ });
    await expect(
      canvas.getByRole('button', { name: /^\+1 more, 1 more event on November 26/ }),
    ).toHaveTextContent('+1 more');
    const focused = grid.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')!;
    await expect(focused).toHaveAttribute('data-hour', '9');
    focused.focus();
    await userEvent.keyboard(`{ArrowDown}${nextDay()}`);
    await expect(grid.querySelector('[data-date="2026-11-25"][data-hour="10"]')).toHaveFocus();
  },
};

/** Every second hour and narrow columns on a phone: the week still fits. */
export const WeekMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ControlledTime
      {...args}
      {...timeArgs}
      view="week"
      hourStep={2}
      cellLimit={2}
      className="h-144"
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(12);
    await expectNoOverflow(canvasElement);
  },
};

export const Day: Story = {
  render: (args) => (
    <ControlledTime {...args} {...timeArgs} view="day" hourStep={1} className="h-144" />
  ),
};

/** Nov 1, 2026 in New York has 25 hours: 1:30 AM happens twice and both sit in the 1 AM row. */
export const DaylightSaving: Story = {
  args: { focusedDate: new CalendarDate(2026, 11, 1), events: dstFallEvents },
  render: (args) => (
    <ControlledTime {...args} {...timeArgs} view="day" hourStep={1} className="h-144" />
  ),
  play: async ({ canvas }) => {
    const one = canvas.getByRole('grid').querySelector<HTMLElement>('[data-hour="1"]')!;
    await expect(one.querySelectorAll('button')).toHaveLength(2);
  },
};
