import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from './countdown';

const evening = Date.UTC(2025, 6, 17, 21, 30, 15);

const meta = {
  title: 'Display/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { label: 'Next live session in', now: evening },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toward the next midnight UTC (the dashboard countdown). */
export const ToMidnightUtc: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Next live session in: 2 hours 29 minutes remaining'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Fri, Jul 18, 12:00 AM UTC')).toBeVisible();
  },
};

/** Live: ticks every second from the real clock. */
export const Ticking: Story = { args: { now: undefined } };

/** An event program item in Central time, days away. */
export const CentralTime: Story = {
  args: {
    label: 'Thursday session starts in',
    target: Date.parse('2025-07-17T18:00:00-05:00'),
    now: Date.parse('2025-07-14T09:15:00-05:00'),
    timeZone: 'America/Chicago',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Thu, Jul 17, 6:00 PM CDT')).toBeVisible();
  },
};

export const Completed: Story = {
  args: { target: Date.UTC(2025, 6, 17), now: Date.UTC(2025, 6, 18), completedText: 'Live now' },
};

export const Small: Story = { args: { size: 'sm' } };

export const Mobile: Story = {
  args: { size: 'lg' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-8">
      <Countdown {...args} size="sm" />
      <Countdown {...args} size="md" />
      <Countdown {...args} size="lg" />
      <Countdown
        target={Date.UTC(2025, 6, 17)}
        now={Date.UTC(2025, 6, 18)}
        completedText="Live now"
      />
    </div>
  ),
};
