import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { VideoContentAdmin } from './video-content-admin';
import {
  VideoContentAdminExample,
  sampleNewVideoUrls,
  sampleVideoContentAdminProps,
  sampleVideoUrls,
} from './video-content-admin.samples';

const meta = {
  title: 'Pages/Video Content Administration',
  component: VideoContentAdmin,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: {
    ...sampleVideoContentAdminProps(),
    onTabChange: fn(),
    onSave: fn(() => Promise.resolve()),
    onPreview: fn(),
    onRetry: fn(),
  },
  // The example keeps the open tab and turns a resolved save into the saved address, as the app does.
  render: (args) => <VideoContentAdminExample {...args} />,
} satisfies Meta<typeof VideoContentAdmin>;
export default meta;
type Story = StoryObj<typeof meta>;

const liveInput = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'New Live Stream URL' });

async function typeNew(input: HTMLElement, url: string) {
  await userEvent.clear(input);
  await userEvent.type(input, url);
}

/** The Live Stream URL tab: the current address, unchanged, so Save Changes is disabled. */
export const LiveStreamTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Live Stream URL' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('group', { name: 'Current URL' })).toHaveTextContent(
      sampleVideoUrls.live!,
    );
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The Welcome Message URL tab. */
export const WelcomeMessageTab: Story = {
  args: { activeTab: 'welcome' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'New Welcome Message URL' })).toHaveValue(
      sampleVideoUrls.welcome,
    );
  },
};

/** Nothing saved yet. */
export const NotSet: Story = {
  args: { current: { live: null, welcome: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Current URL' })).toHaveTextContent('Not set');
  },
};

/** Save Changes with an address that is not a Vimeo one. */
export const InvalidAddress: Story = {
  play: async ({ canvas }) => {
    const input = liveInput(canvas);
    await typeNew(input, sampleNewVideoUrls.youtube);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'Please enter a valid Vimeo URL (e.g., vimeo.com/123456 or vimeo.com/event/123456/embed)',
      ),
    );
    await expect(input).toHaveFocus();
  },
};

/** The same address as the saved one, give or take spaces. */
export const Unchanged: Story = {
  play: async ({ canvas }) => {
    const input = liveInput(canvas);
    await userEvent.type(input, ' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(
      canvas.getByText('No changes detected. Please enter a different URL.'),
    ).toBeVisible();
  },
};

/** Preview with an invalid address. */
export const PreviewInvalid: Story = {
  play: async ({ canvas, args }) => {
    await typeNew(liveInput(canvas), 'vimeo.com/123');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByText('Please enter a valid Vimeo URL to preview.')).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** Preview with a valid address opens it in a new tab. */
export const PreviewValid: Story = {
  play: async ({ canvas, args }) => {
    await typeNew(liveInput(canvas), sampleNewVideoUrls.live);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith(sampleNewVideoUrls.live);
  },
};

/** A valid, changed address opens Confirm URL Change. */
export const DialogOpen: Story = {
  play: async ({ canvas }) => {
    await typeNew(liveInput(canvas), sampleNewVideoUrls.live);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    await expect(dialog).toHaveTextContent(sampleNewVideoUrls.live);
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
  },
};

/** A word other than confirm. */
export const WrongConfirmWord: Story = {
  play: async ({ canvas, args }) => {
    await typeNew(liveInput(canvas), sampleNewVideoUrls.live);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'yes{Enter}');
    await expect(
      within(dialog).getByText("Please type 'confirm' to proceed with the changes."),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save is running: the dialog is busy. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await typeNew(liveInput(canvas), sampleNewVideoUrls.live);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'confirm{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Keyboard only: type, Enter, type CONFIRM, Enter; the banner says so and focus is back on Save Changes. */
export const Success: Story = {
  play: async ({ canvas, args }) => {
    const input = liveInput(canvas);
    await typeNew(input, sampleNewVideoUrls.live);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('CONFIRM{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSave).toHaveBeenCalledWith('live', sampleNewVideoUrls.live);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Live stream URL updated successfully!',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus());
  },
};

/** The welcome address saved from its tab. */
export const WelcomeSuccess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Welcome Message URL' }));
    await typeNew(
      canvas.getByRole('textbox', { name: 'New Welcome Message URL' }),
      sampleNewVideoUrls.welcome,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'confirm{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Welcome message URL updated successfully!',
    );
  },
};

/** The server refused the save. */
export const Failure: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Forbidden'))) },
  play: async ({ canvas }) => {
    await typeNew(liveInput(canvas), sampleNewVideoUrls.live);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'confirm{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to update URL. Please try again.',
    );
    await expect(liveInput(canvas)).toHaveValue(sampleNewVideoUrls.live);
  },
};

/** Cancel puts the saved address back. */
export const CancelResets: Story = {
  play: async ({ canvas }) => {
    await typeNew(liveInput(canvas), 'https://vimeo.com/1');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(liveInput(canvas)).toHaveValue(sampleVideoUrls.live);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading video settings...');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the video settings.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long address wraps instead of widening the page. */
export const LongAddress: Story = {
  args: {
    current: {
      live: `https://vimeo.com/123456?share=copy&utm_source=${'newsletter'.repeat(12)}`,
      welcome: sampleVideoUrls.welcome,
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await typeNew(liveInput(canvas), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeVisible();
  },
};

export const PhoneDialog: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: DialogOpen.play,
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
