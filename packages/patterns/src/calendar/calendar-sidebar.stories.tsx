import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CalendarSidebar, type CalendarSidebarProps } from './calendar-sidebar';
import { sampleCalendarFormat, sampleLongEvent, sampleUpcomingEvents } from './calendar.samples';

/** The sidebar as the page wires it: it keeps the search and the filter. */
function SidebarExample(props: CalendarSidebarProps) {
  const [search, setSearch] = useState(props.search);
  const [typeFilter, setTypeFilter] = useState(props.typeFilter);
  return (
    <CalendarSidebar
      {...props}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        props.onSearchChange(next);
      }}
      typeFilter={typeFilter}
      onTypeFilterChange={(next) => {
        setTypeFilter(next);
        props.onTypeFilterChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/Calendar/Sidebar',
  component: CalendarSidebar,
  tags: ['autodocs'],
  args: {
    search: '',
    typeFilter: 'all',
    upcoming: sampleUpcomingEvents,
    onSearchChange: fn(),
    onTypeFilterChange: fn(),
    onEventOpen: fn(),
    ...sampleCalendarFormat,
  },
  // The page's column is 250 px wide (spec 1's sidebar width); the sheet on a phone is wider.
  decorators: [
    (Story) => (
      <div className="max-w-72">
        <Story />
      </div>
    ),
  ],
  render: (args) => <SidebarExample {...args} />,
} satisfies Meta<typeof CalendarSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEvents: Story = {
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'Upcoming Events' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(section).getAllByRole('button')[0]!);
    await expect(args.onEventOpen).toHaveBeenCalledWith('event-1');
  },
};

export const Empty: Story = {
  args: { upcoming: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No upcoming events in the next 7 days')).toBeVisible();
  },
};

/** Typing searches; the filter lists the five types. */
export const SearchAndFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search events' }), 'quiz');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('quiz');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Event type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Exam' }));
    await expect(args.onTypeFilterChange).toHaveBeenCalledWith('exam');
    await expect(canvas.getByRole('combobox', { name: 'Event type' })).toHaveTextContent('Exam');
  },
};

export const Filtered: Story = {
  args: { search: 'study', typeFilter: 'study-session' },
};

/** A long title wraps inside its item. */
export const LongTitle: Story = {
  args: { upcoming: [sampleLongEvent, ...sampleUpcomingEvents.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot=calendar-sidebar]')!;
    await expect(sidebar.scrollWidth).toBeLessThanOrEqual(sidebar.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
