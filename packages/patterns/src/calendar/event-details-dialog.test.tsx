import type { CalendarEvent } from '@lp/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCalendarFormat, sampleFullEvent, sampleInPersonEvent } from './calendar.samples';
import { EventDetailsDialog, type EventDetailsDialogProps } from './event-details-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDetails(props: Partial<EventDetailsDialogProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn<(event: CalendarEvent) => Promise<void>>(() => Promise.resolve()),
  };
  render(
    <EventDetailsDialog
      event={sampleFullEvent}
      open
      {...sampleCalendarFormat}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

async function confirmDelete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog', {
    name: 'Are you sure you want to delete this event?',
  });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

describe('EventDetailsDialog', () => {
  it('shows every field: title, badges, time range, place, people, description, status', () => {
    renderDetails();
    const dialog = screen.getByRole('dialog', { name: 'AI Security Lecture' });
    // Intl puts thin and narrow no-break spaces around the dash and before PM.
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(/^Monday, July 14, 2025, 2:00\s–\s3:30\sPM$/),
    );
    expect(within(dialog).getByText('Class')).toBeInTheDocument();
    expect(within(dialog).getByText('High priority')).toBeInTheDocument();
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Location', 'Attendance', 'Instructor', 'Attendees', 'Status']);
    expect(values).toEqual([
      'Online',
      'Online',
      'Dr. Sarah Chen',
      'Alex Morgan, Emma Wilson',
      'Completed',
    ]);
    expect(within(dialog).getByText('Anomaly detection in practice.')).toBeInTheDocument();
  });

  it('leaves out the fields an event does not have', () => {
    renderDetails({ event: sampleInPersonEvent });
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['Room 204', 'In person', 'Not completed']);
    expect(screen.queryByRole('heading', { name: 'Description' })).toBeNull();
  });

  it('stays closed without an event', () => {
    renderDetails({ event: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands the event to onEdit', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(sampleFullEvent);
  });

  it('asks before deleting; Cancel deletes nothing and gives focus back to Delete', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this event?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it('is busy while the delete runs, then closes', async () => {
    const user = userEvent.setup();
    const removal = deferred();
    const onDelete = vi.fn(() => removal.promise);
    const { onOpenChange } = renderDetails({ onDelete });
    await confirmDelete(user);
    expect(onDelete).toHaveBeenCalledWith(sampleFullEvent);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Deleting event...');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    removal.resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('keeps the dialog open with the spec message when the delete fails', async () => {
    const user = userEvent.setup();
    const removal = deferred();
    const { onOpenChange } = renderDetails({ onDelete: () => removal.promise });
    await confirmDelete(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Deleting event...');
    removal.reject(new Error('500'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete event. Please try again.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'AI Security Lecture' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
