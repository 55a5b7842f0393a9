import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@lp/ui';
import { WelcomeVideoDialog, type WelcomeVideoDialogProps } from './welcome-video-dialog';

const meta = {
  title: 'Dashboard/Welcome video dialog',
  component: WelcomeVideoDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof WelcomeVideoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No address configured: the two lines of spec 2 §2.4. */
export const NoAddress: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Message' });
    await expect(within(dialog).getByText('Welcome message video will appear here')).toBeVisible();
    await expect(
      within(dialog).getByText('Configure the URL in Video Content Administration'),
    ).toBeVisible();
  },
};

/** A Vimeo page link is converted to its player embed and framed. */
export const WithVideo: Story = {
  args: { videoUrl: 'https://vimeo.com/76979871' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Message' });
    await expect(within(dialog).getByTitle('Welcome message video')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  },
};

/** An address outside the allow-list is never framed: the placeholder shows. */
export const ForeignAddress: Story = {
  args: { videoUrl: 'https://example.com/video' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Welcome message video will appear here')).toBeVisible();
  },
};

function Opener(props: Partial<WelcomeVideoDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start Now</Button>
      <WelcomeVideoDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Keyboard only: open with Enter, close with the close button; focus returns to the opener. */
export const KeyboardOpenAndClose: Story = {
  render: () => <Opener />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Start Now' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Message' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
