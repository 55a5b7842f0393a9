import type { CalendarEventInput } from '@lp/contract/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleFullEvent } from './calendar.samples';
import { EventFormDialog, type EventFormDialogProps } from './event-form-dialog';
import { loadEventInputSchema, toLocalInputValue } from './event-form-values';

// The form loads the API schema lazily; loading it first keeps each submit to a microtask.
beforeAll(() => loadEventInputSchema());

/** A promise the test settles when it wants. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderForm(props: Partial<EventFormDialogProps> = {}) {
  const onSubmit = vi.fn<(input: CalendarEventInput) => Promise<void>>(() => Promise.resolve());
  const onOpenChange = vi.fn();
  render(
    <EventFormDialog
      open
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      initialStart={new Date(2025, 6, 14, 10, 0)}
      {...props}
    />,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit) ?? onSubmit, onOpenChange };
}

const field = (name: string) => screen.getByRole('textbox', { name });
// datetime-local inputs have no role; they are found by their label (its text ends with the
// required marker '*', hidden from the accessible name).
const dateField = (name: 'Start' | 'End') =>
  screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });
// user-event types one character at a time, and a partial date-time is no value at all, so the
// date fields are set whole.
const setDate = (name: 'Start' | 'End', value: string) =>
  fireEvent.change(dateField(name), { target: { value } });

describe('EventFormDialog', () => {
  it('adds: titled Add Event, focus in Title, an hour from the given start, Save Event', async () => {
    renderForm();
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(dateField('Start')).toHaveValue('2025-07-14T10:00');
    expect(dateField('End')).toHaveValue('2025-07-14T11:00');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Class');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
    expect(within(dialog).getByRole('combobox', { name: 'Colour' })).toHaveTextContent('Primary');
    expect(within(dialog).getByRole('button', { name: 'Save Event' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('edits: titled Edit Event, every field prefilled, Update Event', () => {
    renderForm({ event: sampleFullEvent });
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('AI Security Lecture');
    expect(dateField('Start')).toHaveValue(toLocalInputValue(sampleFullEvent.startTime));
    expect(dateField('End')).toHaveValue(toLocalInputValue(sampleFullEvent.endTime));
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    expect(field('Location')).toHaveValue('Online');
    expect(field('Instructor')).toHaveValue('Dr. Sarah Chen');
    expect(field('Attendees')).toHaveValue('Alex Morgan, Emma Wilson');
    expect(field('Description')).toHaveValue('Anomaly detection in practice.');
    expect(screen.getByRole('switch', { name: 'Online' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update Event' })).toBeInTheDocument();
  });

  it('shows the schema messages on their fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(field('Location'), 'Room 5');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(field('Title')).toHaveAccessibleDescription('Title is required'));
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveFocus();
    expect(field('Location')).toHaveValue('Room 5');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field('Title'), 'Lab');
    setDate('End', '2025-07-14T09:00');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() =>
      expect(dateField('End')).toHaveAccessibleDescription('The end must be after the start'),
    );
    expect(dateField('End')).toHaveFocus();
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says an emptied date is missing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Title'), 'Lab');
    setDate('Start', '');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() =>
      expect(dateField('Start')).toHaveAccessibleDescription('Enter the start date and time'),
    );
    expect(dateField('Start')).toHaveFocus();
  });

  it('sends the input in ISO time, then closes', async () => {
    const user = userEvent.setup();
    const { onSubmit, onOpenChange } = renderForm();
    await user.type(field('Title'), '  Lab session ');
    setDate('Start', '2025-07-15T13:30');
    setDate('End', '2025-07-15T15:00');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Meeting' }));
    await user.type(field('Attendees'), 'Ann, Bo');
    await user.click(screen.getByRole('switch', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Lab session',
      startTime: new Date(2025, 6, 15, 13, 30).toISOString(),
      endTime: new Date(2025, 6, 15, 15, 0).toISOString(),
      type: 'meeting',
      priority: 'medium',
      attendees: ['Ann', 'Bo'],
      isOnline: true,
      completed: false,
      // The colour followed the type, as nobody picked one.
      color: 'info',
    });
  });

  it('is busy while the save runs: overlay with the spec text, inputs disabled, cannot close', async () => {
    const user = userEvent.setup();
    const save = deferred();
    const { onOpenChange } = renderForm({ onSubmit: () => save.promise });
    await user.type(field('Title'), 'Lab');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Creating event...');
    expect(status).toHaveFocus();
    expect(field('Title')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    save.resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('says Updating event... in edit mode', async () => {
    const user = userEvent.setup();
    renderForm({ event: sampleFullEvent, onSubmit: () => new Promise(() => {}) });
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Updating event...');
  });

  it('keeps the dialog and every value when the save fails, with the spec message', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderForm({
      onSubmit: () => Promise.reject(new Error('500')),
    });
    await user.type(field('Title'), 'Lab');
    await user.type(field('Description'), 'Bring a laptop');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create event. Please try again.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(field('Title')).toHaveValue('Lab');
    expect(field('Title')).toBeEnabled();
    expect(field('Description')).toHaveValue('Bring a laptop');
    expect(screen.getByRole('button', { name: 'Save Event' })).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says Failed to update event in edit mode', async () => {
    const user = userEvent.setup();
    renderForm({ event: sampleFullEvent, onSubmit: () => Promise.reject(new Error('500')) });
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update event. Please try again.',
    );
  });

  it('closes with Cancel', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
