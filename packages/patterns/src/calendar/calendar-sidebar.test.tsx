import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarSidebar, type CalendarSidebarProps } from './calendar-sidebar';
import { sampleCalendarFormat, sampleUpcomingEvents } from './calendar.samples';

function renderSidebar(props: Partial<CalendarSidebarProps> = {}) {
  const handlers = {
    onSearchChange: vi.fn(),
    onTypeFilterChange: vi.fn(),
    onEventOpen: vi.fn(),
  };
  render(
    <CalendarSidebar
      search=""
      typeFilter="all"
      upcoming={sampleUpcomingEvents}
      {...sampleCalendarFormat}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('CalendarSidebar', () => {
  it('reports each search keystroke', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = renderSidebar();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'q');
    expect(onSearchChange).toHaveBeenCalledWith('q');
  });

  it('offers every type and reports the chosen one', async () => {
    const user = userEvent.setup();
    const { onTypeFilterChange } = renderSidebar();
    const filter = screen.getByRole('combobox', { name: 'Event type' });
    expect(filter).toHaveTextContent('All types');
    await user.click(filter);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All types',
      'Class',
      'Assignment',
      'Exam',
      'Meeting',
      'Study session',
    ]);
    await user.click(screen.getByRole('option', { name: 'Study session' }));
    expect(onTypeFilterChange).toHaveBeenCalledWith('study-session');
  });

  it('lists the upcoming events, each opening its details', async () => {
    const user = userEvent.setup();
    const { onEventOpen } = renderSidebar();
    const section = screen.getByRole('region', { name: 'Upcoming Events' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = within(items[0]!).getByRole('button');
    expect(first).toHaveTextContent('AI Security Lecture');
    expect(first).toHaveTextContent(/Mon, Jul 14, 2:00\sPM/);
    expect(first).toHaveTextContent('Class');
    await user.click(first);
    expect(onEventOpen).toHaveBeenCalledWith('event-1');
  });

  it('says when nothing is coming up', () => {
    renderSidebar({ upcoming: [] });
    const section = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(section).queryByRole('list')).toBeNull();
    expect(section).toHaveTextContent('No upcoming events in the next 7 days');
  });
});
