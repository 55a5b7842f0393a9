import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';

interface ExampleProps {
  size?: DialogContentProps['size'];
  defaultOpen?: boolean;
  long?: boolean;
  showCloseButton?: boolean;
}

function ExportReportsDialog({ size, defaultOpen, long, showCloseButton }: ExampleProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Export Reports</Button>
      </DialogTrigger>
      <DialogContent size={size} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Export Reports</DialogTitle>
          <DialogDescription>Choose a format and at least one data section.</DialogDescription>
        </DialogHeader>
        <label className="grid gap-1 text-sm text-text">
          Report name
          <input className="h-10 rounded-md border border-border-strong bg-surface px-3" />
        </label>
        {long &&
          Array.from({ length: 40 }, (_, index) => (
            <p key={index} className="text-sm text-text">
              Section {index + 1}: students, performance, at-risk and comparative statistics.
            </p>
          ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Export</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: ExportReportsDialog,
  tags: ['autodocs'],
  args: {},
} satisfies Meta<typeof ExportReportsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: open with Enter, focus moves in and stays in, Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Export Reports' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Export Reports' });
    await waitFor(() => expect(within(dialog).getByLabelText('Report name')).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Export Reports' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };
export const WithoutCloseButton: Story = { args: { defaultOpen: true, showCloseButton: false } };
export const LongContent: Story = { args: { defaultOpen: true, long: true } };
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Every size side by side (closed triggers; open one to review). */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Dialog key={size}>
          <DialogTrigger asChild>
            <Button variant="outline">Open {size}</Button>
          </DialogTrigger>
          <DialogContent size={size}>
            <DialogHeader>
              <DialogTitle>Dialog {size}</DialogTitle>
              <DialogDescription>A dialog of size {size}.</DialogDescription>
            </DialogHeader>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
};
