import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserStatsPage } from './user-stats';
import {
  UserStatsExample,
  sampleUserStatsNow,
  sampleUserStatsProps,
  sampleUserStatsStates,
} from './user-stats.samples';

const meta = {
  title: 'Pages/Admin/User Statistics',
  component: UserStatsPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { ...sampleUserStatsProps(), onReconnectNow: fn() },
} satisfies Meta<typeof UserStatsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const online = (canvas: Canvas) => canvas.getByRole('region', { name: 'Users Online Now' });
const enrolled = (canvas: Canvas) => canvas.getByRole('region', { name: 'Total Enrolled' });

/** Nothing of the page reaches past its width. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=user-stats]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Connected: the users online now, the total enrolled and the four placeholder tiles. */
export const Connected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connected');
    await expect(online(canvas)).toHaveTextContent('1,247');
    await expect(enrolled(canvas)).toHaveTextContent('15,832');
    await expect(canvas.getByText('+3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.queryByRole('button', { name: 'Reconnect now' })).toBeNull();
  },
};

/** The socket is opening (the loading state): skeletons where the counts will be. */
export const Connecting: Story = {
  args: sampleUserStatsStates.connecting,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting...');
    await expect(online(canvas).querySelector('[data-slot=skeleton]')).not.toBeNull();
  },
};

/** Connected, before the server's first counts: dashes. */
export const AwaitingCounts: Story = {
  args: sampleUserStatsStates.awaitingCounts,
  play: async ({ canvas }) => {
    await expect(online(canvas)).toHaveTextContent('—');
  },
};

/** Nobody online (the empty state). */
export const NobodyOnline: Story = {
  args: sampleUserStatsStates.nobodyOnline,
  play: async ({ canvas }) => {
    await expect(online(canvas).querySelector('[aria-live]')).toHaveTextContent(/^0$/);
  },
};

/** The socket dropped: the last counts stay, a countdown to the next attempt, Reconnect now. */
export const Reconnecting: Story = {
  args: sampleUserStatsStates.reconnecting,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting');
    await expect(canvas.getByText('Next attempt in 7 seconds')).toBeVisible();
    await expect(online(canvas)).toHaveTextContent('1,247');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reconnect now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReconnectNow).toHaveBeenCalledOnce();
  },
};

/** The countdown on the real clock, ticking every second. */
export const ReconnectingTicking: Story = {
  args: { now: undefined, connection: 'reconnecting', reconnectAt: undefined },
  // The real clock: no two snapshots would agree.
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <UserStatsPage {...args} reconnectAt={Date.now() + 30_000} />,
  play: async ({ canvas }) => {
    const first = canvas.getByText(/Next attempt in \d+ seconds/).textContent;
    await waitFor(
      () => expect(canvas.getByText(/Next attempt in \d+ seconds/).textContent).not.toBe(first),
      { timeout: 3_000 },
    );
  },
};

/** The first attempt failed (the error state): the presence error, Reconnect now, and a retry countdown. */
export const ConnectionError: Story = {
  args: sampleUserStatsStates.error,
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to connect to the presence service.');
    await expect(canvas.getByText('Next attempt in 4 seconds')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reconnect now' }));
    await expect(args.onReconnectNow).toHaveBeenCalledOnce();
  },
};

/** The server ended the socket: the presence error; nothing retries by itself. */
export const Closed: Story = {
  args: sampleUserStatsStates.closed,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to connect to the presence service.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Not connected');
    await expect(canvas.queryByText(/Next attempt/)).toBeNull();
  },
};

/** Counts arrive live and replace each other; only the number is announced. */
export const LiveUpdates: Story = {
  render: (args) => <UserStatsExample {...args} updates={[1248, 1251, 1249]} updateEveryMs={300} />,
  play: async ({ canvas }) => {
    const region = online(canvas).querySelector('[aria-live=polite]')!;
    await waitFor(() => expect(region).toHaveTextContent(/^1,249$/), { timeout: 5_000 });
  },
};

/** Reconnect now after an error: connecting, then connected with the counts. */
export const ReconnectFromError: Story = {
  args: sampleUserStatsStates.error,
  render: (args) => <UserStatsExample {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect now' }));
    await expect(args.onReconnectNow).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Connected'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(online(canvas)).toHaveTextContent('1,247');
  },
};

/** Large counts still fit, on a phone too. */
export const LargeCounts: Story = {
  args: { onlineCount: 123_456_789, totalEnrolled: 9_876_543_210 },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 375 px: one column, nothing reaches past the screen. */
export const Phone: Story = {
  args: sampleUserStatsStates.reconnecting,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expect(online(canvas).getBoundingClientRect().left).toBe(
      enrolled(canvas).getBoundingClientRect().left,
    );
  },
};

export const PhoneLargeCounts: Story = {
  ...LargeCounts,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The error on a phone. */
export const PhoneError: Story = {
  args: { ...sampleUserStatsStates.error, now: sampleUserStatsNow },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
