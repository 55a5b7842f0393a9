import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleSaveStates } from './course-builder.samples';
import { ConflictDialog } from './conflict-dialog';
import { SaveStatus } from './save-status';

const meta = {
  title: 'Pages/Course Builder/Save status',
  component: SaveStatus,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { state: sampleSaveStates.saved, onRetry: fn() },
} satisfies Meta<typeof SaveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = {
  args: { state: sampleSaveStates.saving },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Unsaved: Story = {
  args: { state: sampleSaveStates.unsaved },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Unsaved changes');
  },
};

/** A failed save says why and offers Retry, outside the live region. */
export const Failed: Story = {
  args: { state: sampleSaveStates.failed },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Not saved: Network error occurred');
    await expect(within(status).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Someone else saved first (409): the dialog reports the choice, Keep my copy focused first,
 * and Escape does not dismiss it.
 */
export const ConflictDialogOpen: StoryObj<typeof ConflictDialog> = {
  render: (args) => <ConflictDialog {...args} />,
  args: {
    open: true,
    onChoose: fn(),
    message: 'This course was changed by someone else. Reload it to see their changes.',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Someone else saved this course',
    });
    const keep = within(dialog).getByRole('button', { name: 'Keep my copy' });
    await expect(keep).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await expect(args.onChoose).toHaveBeenCalledWith('reload');
  },
};
