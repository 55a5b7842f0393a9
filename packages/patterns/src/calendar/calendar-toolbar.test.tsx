import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarToolbar, type CalendarToolbarProps } from './calendar-toolbar';

function renderToolbar(props: Partial<CalendarToolbarProps> = {}) {
  const handlers = {
    onViewChange: vi.fn(),
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onToday: vi.fn(),
    onAddEvent: vi.fn(),
    onSidebarToggle: vi.fn(),
  };
  const result = render(
    <CalendarToolbar title="July 2025" view="month" sidebarOpen {...handlers} {...props} />,
  );
  return { ...handlers, ...result };
}

describe('CalendarToolbar', () => {
  it('shows the period as a heading, with Today and Add Event', async () => {
    const user = userEvent.setup();
    const { onToday, onAddEvent } = renderToolbar();
    expect(screen.getByRole('heading', { level: 2, name: 'July 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(onToday).toHaveBeenCalledOnce();
    expect(onAddEvent).toHaveBeenCalledOnce();
  });

  it.each([
    ['month', 'Previous month', 'Next month'],
    ['week', 'Previous week', 'Next week'],
    ['day', 'Previous day', 'Next day'],
  ] as const)('names the arrows by the %s view', async (view, previous, next) => {
    const user = userEvent.setup();
    const { onPrevious, onNext } = renderToolbar({ view });
    await user.click(screen.getByRole('button', { name: previous }));
    await user.click(screen.getByRole('button', { name: next }));
    expect(onPrevious).toHaveBeenCalledOnce();
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('switches views with pressed toggle buttons, from the keyboard too', async () => {
    const user = userEvent.setup();
    const { onViewChange } = renderToolbar({ view: 'week' });
    const group = screen.getByRole('group', { name: 'Calendar view' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Month', 'Week', 'Day']);
    expect(within(group).getByRole('button', { name: 'Week', pressed: true })).toBeInTheDocument();
    expect(
      within(group).getByRole('button', { name: 'Month', pressed: false }),
    ).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Day' }));
    expect(onViewChange).toHaveBeenLastCalledWith('day');
    within(group).getByRole('button', { name: 'Month' }).focus();
    await user.keyboard('{Enter}');
    expect(onViewChange).toHaveBeenLastCalledWith('month');
  });

  it('names the sidebar toggle by what it does, with its state and what it controls', async () => {
    const user = userEvent.setup();
    const { onSidebarToggle, rerender } = renderToolbar({ sidebarId: 'calendar-sidebar' });
    const hide = screen.getByRole('button', { name: 'Hide sidebar' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', 'calendar-sidebar');
    await user.click(hide);
    expect(onSidebarToggle).toHaveBeenCalledOnce();
    rerender(
      <CalendarToolbar
        title="July 2025"
        view="month"
        sidebarOpen={false}
        onViewChange={vi.fn()}
        onPrevious={vi.fn()}
        onNext={vi.fn()}
        onToday={vi.fn()}
        onAddEvent={vi.fn()}
        onSidebarToggle={onSidebarToggle}
      />,
    );
    const show = screen.getByRole('button', { name: 'Show sidebar' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).not.toHaveAttribute('aria-controls');
  });
});
