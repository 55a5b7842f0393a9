import { sampleNextSteps, type NextStepCard } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCalendarPath } from '../dashboard-learner/dashboard-learner.samples';
import { samplePaths } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';
import { NextSteps } from './next-steps';

const longCard: NextStepCard = {
  id: 'next-long',
  type: 'Assignment',
  title:
    'Write a reflective essay on the ethical use of machine learning in security operations centres',
  subtitle:
    'Between 1,500 and 2,000 words, citing at least three of the readings from modules one to four',
  actionText: 'Start Now',
  dueDate: '2025-08-01T23:59:00-06:00',
};

const meta = {
  title: 'Dashboard/Your Next Steps',
  component: NextSteps,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: {
    cards: sampleNextSteps,
    liveHref: samplePaths.live,
    calendarHref: sampleCalendarPath,
    onShowWelcomeVideo: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof NextSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: { getByRole: (role: string, o?: object) => HTMLElement }, name: string) =>
  within(canvas.getByRole('article', { name }));

/** Five cards: the arrows show; each card's action does what spec 2 §2.2 says. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Open Schedule' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    await expect(
      card(canvas, 'Opening Night').getByRole('link', { name: 'Join Session' }),
    ).toHaveAttribute('href', '/live');
    const download = card(canvas, 'Threat Model Worksheet').getByRole('link', {
      name: 'Download',
    });
    await expect(download).toHaveAttribute('href', '/samples/downloads/threat-model-worksheet.pdf');
    await expect(download).toHaveAttribute('download');
    await userEvent.click(
      card(canvas, 'Welcome Message').getByRole('button', { name: 'Start Now' }),
    );
    await expect(args.onShowWelcomeVideo).toHaveBeenCalledOnce();
    await userEvent.click(
      card(canvas, 'Threat Detection Assessment').getByRole('button', { name: 'Start Now' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('next-assignment-quiz');
  },
};

/** Exactly three cards: no arrows, even on a phone where they do not fit. */
export const ThreeCards: Story = {
  args: { cards: sampleNextSteps.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'More next steps' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Previous next steps' })).toBeNull();
  },
};

/** Four cards: the arrows appear; Tab to the forward arrow, Enter scrolls 300 px. */
export const KeyboardArrowsPastThree: Story = {
  args: { cards: sampleNextSteps.slice(0, 4) },
  decorators: [
    (Story) => (
      <div className="w-[640px] max-w-full">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'Your Next Steps' });
    const previous = canvas.getByRole('button', { name: 'Previous next steps' });
    const next = canvas.getByRole('button', { name: 'More next steps' });
    canvas.getByRole('link', { name: 'Open Schedule' }).focus();
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(Math.abs(Math.round(row.scrollLeft))).toBe(300));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(Math.abs(Math.round(row.scrollLeft))).toBe(0));
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to do next. You are all caught up.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Schedule' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { cards: [longCard, ...sampleNextSteps] },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
