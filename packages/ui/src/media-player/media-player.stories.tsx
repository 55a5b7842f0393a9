import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, screen } from 'storybook/test';
import { EmbedPlayer } from './embed-player';
import { MediaPlayer } from './media-player';

// No network in stories: the media address never loads, which is enough for every control state.
const captions = { src: 'data:text/vtt,WEBVTT', srcLang: 'en', label: 'English' };

const meta = {
  title: 'Media/MediaPlayer',
  component: MediaPlayer,
  tags: ['autodocs'],
  args: { title: 'AI in cybersecurity: introduction', captions, onTimeUpdate: fn() },
} satisfies Meta<typeof MediaPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Video: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:00',
    );
  },
};

/** The speed menu, by keyboard: Enter opens it, arrows move, Enter picks. */
export const SpeedMenu: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Playback speed: 1x' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1.5x' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Playback speed: 1.5x' })).toBeVisible(),
    );
  },
};

export const Muted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Audio: Story = {
  args: { kind: 'audio', title: 'Podcast: threat hunting with AI', captions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back 10 seconds' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forward 10 seconds' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const EmbedVimeo: Story = {
  render: () => (
    <EmbedPlayer src="https://player.vimeo.com/video/76979871" title="Welcome message" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Welcome message')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation',
    );
  },
};

export const EmbedPlaceholder: Story = {
  render: () => <EmbedPlayer src="https://example.org/not-a-video" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome message video will appear here')).toBeVisible();
    await expect(
      canvas.getByText('Configure the URL in Video Content Administration'),
    ).toBeVisible();
  },
};

/** Video, audio and the embed placeholder side by side for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6 lg:grid-cols-2">
      <MediaPlayer {...args} />
      <MediaPlayer {...args} kind="audio" title="Podcast" captions={undefined} />
      <EmbedPlayer />
    </div>
  ),
};
