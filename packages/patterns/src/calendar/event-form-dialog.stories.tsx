import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@lp/ui';
import { sampleFullEvent, sampleLongEvent } from './calendar.samples';
import { EventFormDialog, type EventFormDialogProps } from './event-form-dialog';
import { loadEventInputSchema } from './event-form-values';

const meta = {
  title: 'Pages/Calendar/Event form',
  component: EventFormDialog,
  tags: ['autodocs'],
  // The form loads the API schema lazily (decision 0006); the stories have it from the start.
  loaders: [() => loadEventInputSchema()],
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(() => Promise.resolve()),
    initialStart: new Date(2025, 6, 14, 10, 0),
  },
} satisfies Meta<typeof EventFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const saving = () => new Promise<void>(() => {});

export const Add: Story = {
  play: async () => {
    const dialog = await dialogNamed('Add Event');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Save Event' })).toBeVisible();
  },
};

export const Edit: Story = {
  args: { event: sampleFullEvent },
  play: async () => {
    const dialog = await dialogNamed('Edit Event');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      sampleFullEvent.title,
    );
    await expect(within(dialog).getByRole('button', { name: 'Update Event' })).toBeVisible();
  },
};

export const EditLongContent: Story = {
  args: { event: sampleLongEvent },
};

/** Save Event with no title: the schema's message by the field, which takes the focus. */
export const Invalid: Story = {
  play: async () => {
    const dialog = await dialogNamed('Add Event');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required'));
    await expect(title).toHaveFocus();
  },
};

/** Keyboard only: type a title, Enter; the save runs behind the busy overlay. */
export const Busy: Story = {
  args: { onSubmit: fn(saving) },
  play: async () => {
    const dialog = await dialogNamed('Add Event');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('Team meeting{Enter}');
    const status = await within(dialog).findByRole('status');
    await expect(status).toHaveTextContent('Creating event...');
    await expect(status).toHaveFocus();
    await expect(title).toBeDisabled();
  },
};

export const BusyUpdating: Story = {
  args: { event: sampleFullEvent, onSubmit: fn(saving) },
  play: async () => {
    const dialog = await dialogNamed('Edit Event');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Updating event...');
  },
};

/** The save failed: the spec's message, and everything typed is still there. */
export const Failed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Network error'))) },
  play: async () => {
    const dialog = await dialogNamed('Add Event');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Team meeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create event. Please try again.',
    );
    await expect(title).toHaveValue('Team meeting');
    await expect(within(dialog).getByRole('button', { name: 'Save Event' })).toHaveFocus();
  },
};

export const FailedUpdate: Story = {
  args: { event: sampleFullEvent, onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async () => {
    const dialog = await dialogNamed('Edit Event');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update event. Please try again.',
    );
  },
};

function Opener(props: EventFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Event</Button>
      <EventFormDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Opened from a button and saved: the dialog closes and focus is back on the button. */
export const SaveReturnsFocus: Story = {
  args: { open: false },
  render: (args) => <Opener {...args} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Add Event' });
    await userEvent.click(opener);
    const dialog = await dialogNamed('Add Event');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Lab{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PhoneBusy: Story = {
  ...Busy,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
