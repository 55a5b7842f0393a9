import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CalendarToolbar,
  type CalendarToolbarProps,
  type CalendarViewName,
} from './calendar-toolbar';

const titles: Record<CalendarViewName, string> = {
  month: 'July 2025',
  week: 'Jul 14 – 20, 2025',
  day: 'Monday, July 14, 2025',
};

/** Nothing of the toolbar reaches past its width, and every button keeps its whole label. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const toolbar = canvasElement.querySelector<HTMLElement>('[data-slot=calendar-toolbar]')!;
  await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
  const right = toolbar.getBoundingClientRect().right;
  for (const button of toolbar.querySelectorAll<HTMLElement>('button')) {
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
  }
}

/** The toolbar as the page wires it: it keeps the view and the sidebar's state. */
function ToolbarExample(props: CalendarToolbarProps) {
  const [view, setView] = useState(props.view);
  const [sidebarOpen, setSidebarOpen] = useState(props.sidebarOpen);
  return (
    <CalendarToolbar
      {...props}
      title={titles[view]}
      view={view}
      onViewChange={(next) => {
        setView(next);
        props.onViewChange(next);
      }}
      sidebarOpen={sidebarOpen}
      onSidebarToggle={() => {
        setSidebarOpen((open) => !open);
        props.onSidebarToggle();
      }}
    />
  );
}

const meta = {
  title: 'Pages/Calendar/Toolbar',
  component: CalendarToolbar,
  tags: ['autodocs'],
  args: {
    title: titles.month,
    view: 'month',
    sidebarOpen: true,
    onViewChange: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onToday: fn(),
    onAddEvent: fn(),
    onSidebarToggle: fn(),
  },
  render: (args) => <ToolbarExample {...args} />,
} satisfies Meta<typeof CalendarToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'July 2025' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeVisible();
  },
};

export const Week: Story = {
  args: { view: 'week', title: titles.week },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next week' })).toBeVisible();
  },
};

export const Day: Story = {
  args: { view: 'day', title: titles.day },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeVisible();
  },
};

export const SidebarHidden: Story = {
  args: { sidebarOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Keyboard only: Tab to Day, Space; the arrows and the title follow the view. */
export const KeyboardViewSwitch: Story = {
  play: async ({ canvas, args }) => {
    const day = canvas.getByRole('button', { name: 'Day' });
    day.focus();
    await userEvent.keyboard(' ');
    await expect(args.onViewChange).toHaveBeenCalledWith('day');
    await expect(canvas.getByRole('button', { name: 'Day', pressed: true })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(titles.day);
  },
};

/** At 375 px the toolbar wraps onto more rows; nothing is clipped or overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

export const PhoneWeek: Story = {
  args: { view: 'week', title: titles.week, sidebarOpen: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

export const PhoneDay: Story = {
  args: { view: 'day', title: titles.day },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** The toggle controls the sidebar beside it (aria-controls). */
export const WithSidebarRegion: Story = {
  args: { sidebarId: 'calendar-sidebar-sample' },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <ToolbarExample {...args} />
      <div id="calendar-sidebar-sample" className="rounded-md border border-border p-4 text-sm">
        Sidebar
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Hide sidebar' });
    await expect(toggle).toHaveAttribute('aria-controls', 'calendar-sidebar-sample');
    await userEvent.click(toggle);
    await expect(within(canvasElement).getByRole('button', { name: 'Show sidebar' })).toHaveFocus();
  },
};
