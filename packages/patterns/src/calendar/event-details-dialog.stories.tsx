import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@lp/ui';
import {
  sampleCalendarFormat,
  sampleFullEvent,
  sampleInPersonEvent,
  sampleLongEvent,
} from './calendar.samples';
import { EventDetailsDialog, type EventDetailsDialogProps } from './event-details-dialog';

const meta = {
  title: 'Pages/Calendar/Event details',
  component: EventDetailsDialog,
  tags: ['autodocs'],
  args: {
    event: sampleFullEvent,
    open: true,
    onOpenChange: fn(),
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    ...sampleCalendarFormat,
  },
} satisfies Meta<typeof EventDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const details = () => screen.findByRole('dialog', { name: sampleFullEvent.title });

async function confirmDelete(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog', {
    name: 'Are you sure you want to delete this event?',
  });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

/** Every field of an event. */
export const AllFields: Story = {
  play: async ({ args }) => {
    const dialog = await details();
    await expect(within(dialog).getByText('High priority')).toBeVisible();
    await expect(within(dialog).getByText('Dr. Sarah Chen')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleFullEvent);
  },
};

export const InPerson: Story = {
  args: { event: sampleInPersonEvent },
};

export const LongContent: Story = {
  args: { event: sampleLongEvent },
};

export const ConfirmDelete: Story = {
  play: async () => {
    const dialog = await details();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this event?',
    });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const dialog = await details();
    await confirmDelete(dialog);
    const status = await within(dialog).findByRole('status');
    await expect(status).toHaveTextContent('Deleting event...');
    await waitFor(() => expect(status).toHaveFocus());
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('Network error'))) },
  play: async () => {
    const dialog = await details();
    await confirmDelete(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete event. Please try again.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus(),
    );
  },
};

function Opener(props: EventDetailsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {sampleFullEvent.title}
      </Button>
      <EventDetailsDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Opened from an event and deleted: the dialog closes and focus goes back to the opener. */
export const DeleteReturnsFocus: Story = {
  args: { open: false },
  render: (args) => <Opener {...args} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: sampleFullEvent.title });
    await userEvent.click(opener);
    await confirmDelete(await details());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(sampleFullEvent);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PhoneDeleting: Story = {
  ...Deleting,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
