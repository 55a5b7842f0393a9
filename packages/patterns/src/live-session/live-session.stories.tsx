import { sampleLiveSession } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { LiveSessionPage } from './live-session';
import { sampleLiveSessionProps, sampleStreamUrls } from './live-session.samples';

const meta = {
  title: 'Pages/Live session',
  component: LiveSessionPage,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: { ...sampleLiveSessionProps(), onRetry: fn() },
} satisfies Meta<typeof LiveSessionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner's view: the YouTube stream framed as its embed, LIVE, 12 watching, no Manage Stream. */
export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Live stream: Opening Night')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    await expect(canvas.getByText('LIVE')).toBeVisible();
    await expect(canvas.getByText('12 watching')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Manage Stream' })).toBeNull();
  },
};

/** A teacher's view: Manage Stream leads to the stream settings. */
export const Teacher: Story = {
  args: { showManageStream: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Manage Stream' }));
    await expect(canvas.getByText('/live/admin')).toBeInTheDocument();
  },
};

/** A Vimeo page link is converted to its player address. */
export const VimeoStream: Story = {
  args: { streamUrl: sampleStreamUrls.vimeoPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Live stream: Opening Night')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  },
};

/** No stream configured yet: the placeholder panel. */
export const NoStream: Story = {
  args: { streamUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The live stream will appear here')).toBeVisible();
  },
};

/** A Vimeo event link is not converted on the live page (spec 2 §5), so it is never framed. */
export const UnplayableAddress: Story = {
  args: { streamUrl: sampleStreamUrls.vimeoEvent, showManageStream: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByText('The stream address cannot be played here.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', event: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading live session...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', event: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the live session.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No live session: the empty state, with the way to the program. */
export const NoSession: Story = {
  args: { event: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No live session right now' })).toBeVisible();
  },
};

/** Long title, instructor and description wrap instead of being clipped; a large audience. */
export const LongContent: Story = {
  args: {
    showManageStream: true,
    participants: 12456,
    streamUrl: null,
    event: {
      ...sampleLiveSession,
      title:
        'Opening Night: Foundations of the Program, Introductions and a First Live Teaching Session',
      instructor: 'Professor Dr. Maximiliana Alexandra Featherstonehaugh-Wolstenholme',
      description: `${sampleLiveSession.description} `.repeat(6),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,456 watching')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { showManageStream: true, streamUrl: null },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('complementary', { name: 'Session details' });
    await expect(within(details).getByText('Dr. Sarah Chen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage Stream' })).toBeVisible();
  },
};

export const Desktop: Story = {
  args: { showManageStream: true, streamUrl: null },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
