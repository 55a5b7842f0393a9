import {
  sampleLeaderboard,
  sampleLearningProgress,
  sampleNextSteps,
  sampleTimeSpentHeatmap,
} from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_NOW, sampleCalendarPath } from '../dashboard-learner/dashboard-learner.samples';
import { samplePaths } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';
import { LearningHub } from './learning-hub';

const meta = {
  title: 'Dashboard/Your Learning Hub',
  component: LearningHub,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: {
    nextSteps: sampleNextSteps,
    learningProgress: sampleLearningProgress,
    timeSpent: sampleTimeSpentHeatmap,
    leaderboard: sampleLeaderboard,
    liveHref: samplePaths.live,
    calendarHref: sampleCalendarPath,
    onShowWelcomeVideo: fn(),
    onNextStepAction: fn(),
    now: SAMPLE_NOW,
  },
} satisfies Meta<typeof LearningHub>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 62 %, 4 of 6 done, #8 of 20; the heatmap has 7 days by 7 slots with its legend. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Learning Progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(canvas.getByText('4 of 6 courses done')).toBeVisible();
    await expect(canvas.getByText('#8 of 20')).toBeVisible();
    const heatmap = canvas.getByRole('table', { name: 'Time Spent Learning' });
    await expect(within(heatmap).getAllByRole('columnheader')).toHaveLength(7);
    await expect(within(heatmap).getAllByRole('rowheader')).toHaveLength(7);
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(legend).toHaveTextContent('Under 1 hr');
    await expect(legend).toHaveTextContent('1 to 2 hrs');
    await expect(legend).toHaveTextContent('2+ hrs');
    await expect(canvas.getByRole('link', { name: 'Join Live' })).toHaveAttribute('href', '/live');
  },
};

/** The countdown ticking on the real clock (not used for pictures: it changes every second). */
export const LiveClock: Story = { args: { now: undefined } };

export const Empty: Story = {
  args: { nextSteps: [], learningProgress: null, timeSpent: null, leaderboard: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No courses started yet')).toBeVisible();
    await expect(canvas.getByText('No learning time recorded this week')).toBeVisible();
    await expect(canvas.getByText('No rankings yet')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
