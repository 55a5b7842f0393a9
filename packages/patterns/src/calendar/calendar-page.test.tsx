import * as esNs from '@lp/locales/es/calendar';
import { I18nProvider } from '@lp/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarPageExample } from './calendar-page.samples';

const grid = () => screen.getByRole('grid');

describe('CalendarPage', () => {
  it('opens a day from its number in the month, in the day view', async () => {
    const user = userEvent.setup();
    const onPlaceChange = vi.fn();
    render(<CalendarPageExample onPlaceChange={onPlaceChange} />);
    await user.click(within(grid()).getByRole('button', { name: 'Wednesday, July 16' }));
    expect(onPlaceChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ view: 'day', date: expect.objectContaining({ day: 16 }) }),
    );
    expect(screen.getByRole('heading', { name: 'Wednesday, July 16, 2025' })).toBeInTheDocument();
  });

  it('keeps the keyboard in the grid when Enter opens a day', async () => {
    const user = userEvent.setup();
    render(<CalendarPageExample />);
    const focused = within(grid()).getByRole('gridcell', { selected: true });
    focused.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('heading', { name: 'Tuesday, July 15, 2025' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('data-slot', 'time-grid-cell');
    expect(document.activeElement).toHaveAttribute('data-date', '2025-07-15');
  });

  it('adds an event at the hour of the slot picked in the day view', async () => {
    const user = userEvent.setup();
    render(<CalendarPageExample view="day" />);
    const cell = grid().querySelector<HTMLElement>('[data-hour="15"]')!;
    await user.click(cell);
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByLabelText(/Start/)).toHaveValue('2025-07-14T15:00');
  });

  it('starts a new event at 9 on a day other than today', async () => {
    const user = userEvent.setup();
    render(<CalendarPageExample />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByLabelText(/Start/)).toHaveValue('2025-08-14T09:00');
  });

  it('hides and shows the sidebar column', async () => {
    const user = userEvent.setup();
    render(<CalendarPageExample />);
    const toggle = screen.getByRole('button', { name: 'Hide sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('applies the type filter to the grid and Upcoming Events alike', async () => {
    const user = userEvent.setup();
    render(<CalendarPageExample />);
    await user.click(screen.getByRole('combobox', { name: 'Event type' }));
    await user.click(await screen.findByRole('option', { name: 'Exam' }));
    await waitFor(() =>
      expect(within(grid()).getAllByRole('button', { name: /Quiz|Lecture|Check-in/ })).toHaveLength(
        1,
      ),
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('CalendarPage in Spanish', () => {
  it('names the month, the buttons and the types in Spanish, its week starting on Monday', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CalendarPageExample locale={undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'julio de 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir evento' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Próximos eventos' })).toBeInTheDocument();
    const days = within(grid()).getAllByRole('columnheader');
    expect(days[0]).toHaveTextContent(/^lun/i);
  });
});
