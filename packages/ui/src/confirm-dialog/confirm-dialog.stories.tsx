import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Confirm URL Change',
    description: 'Students will see the new live stream as soon as you confirm.',
    trigger: <Button>Save Changes</Button>,
    requireTypedConfirmation: true,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: open, a wrong word shows the spec message, 'Confirm' confirms, busy label, closes. */
export const TypedConfirmation: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Save Changes' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    const input = within(dialog).getByRole('textbox', { name: "Type 'confirm' to proceed" });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('yes{Enter}');
    await expect(input).toHaveAccessibleDescription(
      "Please type 'confirm' to proceed with the changes.",
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.keyboard('Confirm{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** Cancel closes and clears the typed word. */
export const CancelClears: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'conf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(within(await screen.findByRole('alertdialog')).getByRole('textbox')).toHaveValue(
      '',
    );
  },
};

export const Invalid: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      within(dialog).getByText("Please type 'confirm' to proceed with the changes."),
    ).toBeVisible();
  },
};

export const Busy: Story = {
  args: {
    defaultOpen: true,
    requireTypedConfirmation: false,
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const WithoutTypedWord: Story = {
  args: {
    defaultOpen: true,
    requireTypedConfirmation: false,
    title: 'Delete event',
    description: 'This event will be removed from your calendar.',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
    variant: 'destructive',
  },
};

export const WithFailure: Story = {
  args: { defaultOpen: true, error: 'Failed to update URL. Please try again.' },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    description:
      'The new address https://vimeo.com/event/1234567890/embed replaces the current live stream for every student of every program at this university, including the sessions already running.',
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <ConfirmDialog {...args} trigger={<Button>Typed word</Button>} />
      <ConfirmDialog
        {...args}
        requireTypedConfirmation={false}
        trigger={<Button variant="outline">Plain</Button>}
      />
      <ConfirmDialog
        {...args}
        variant="destructive"
        confirmLabel="Delete"
        trigger={<Button variant="destructive">Destructive</Button>}
      />
    </div>
  ),
};
