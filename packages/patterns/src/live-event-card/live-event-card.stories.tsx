import { sampleLiveEvents, sampleLiveSession } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { samplePaths } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';
import { LiveEventCard } from './live-event-card';

const meta = {
  title: 'Dashboard/Live event card',
  component: LiveEventCard,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: { event: sampleLiveSession, href: samplePaths.live },
} satisfies Meta<typeof LiveEventCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample live session: 17 July 2025, 5:00 PM CT, 2 hours, Join Session to /live. */
export const LiveSession: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Opening Night' });
    await expect(card).toHaveTextContent('July 17, 2025, 5:00 PM CT');
    await expect(card).toHaveTextContent('2 hours');
    await expect(canvas.getByRole('link', { name: 'Join Session' })).toHaveAttribute(
      'href',
      '/live',
    );
  },
};

export const Event: Story = { args: { event: sampleLiveEvents[1]! } };

export const LongContent: Story = {
  args: {
    event: {
      ...sampleLiveSession,
      title: 'Opening Night: A Welcome From the Whole Teaching Team and the First Live Session',
      description: sampleLiveSession.description.repeat(4),
      instructor: 'Professor Dr. Maximiliana Alexandra Featherstonehaugh-Wolstenholme',
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
