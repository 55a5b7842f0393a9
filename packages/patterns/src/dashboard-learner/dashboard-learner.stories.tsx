import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { WelcomeVideoDialog } from '../welcome-video-dialog';
import { DashboardLearner, type DashboardLearnerProps } from './dashboard-learner';
import {
  longTitleCourse,
  manySampleCourses,
  sampleDashboardLearnerProps,
  sampleQuote,
  withDashboardBackground,
} from './dashboard-learner.samples';

const meta = {
  title: 'Pages/Dashboard (learner)',
  component: DashboardLearner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withDashboardBackground, withSampleRouter],
  args: {
    ...sampleDashboardLearnerProps(),
    onRetryCourses: fn(),
    onShowWelcomeVideo: fn(),
    onNextStepAction: fn(),
  },
} satisfies Meta<typeof DashboardLearner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every block with the spec's sample values: 62 %, 4 of 6, #8 of 20, the hero's two links. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/course/course-1/lesson/lesson-1-1',
    );
    await expect(canvas.getByRole('link', { name: 'More info' })).toHaveAttribute(
      'href',
      '/course/course-1/preview',
    );
    await expect(canvas.getByRole('heading', { name: 'Continue Learning' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'You Might Like' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your Learning Hub' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Learning Progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(canvas.getByText('4 of 6 courses done')).toBeVisible();
    await expect(canvas.getByText('#8 of 20')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Schedule' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    await expect(canvas.getByText(sampleQuote.text)).toBeVisible();
  },
};

/** The whole page's skeleton while the dashboard's request runs. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard...');
    await expect(canvas.queryByRole('link', { name: 'Start learning' })).toBeNull();
  },
};

/** The course carousel's own loading state; the rest of the page is already there. */
export const CoursesLoading: Story = {
  args: { coursesStatus: 'loading', courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading courses...');
  },
};

/** The courses failed: 'Failed to fetch courses' in red with Riprova; the fallback courses still show. */
export const CoursesError: Story = {
  args: { coursesStatus: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch courses');
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetryCourses).toHaveBeenCalledOnce();
    await expect(
      within(canvas.getByRole('region', { name: 'You Might Like' })).getAllByRole('article'),
    ).not.toHaveLength(0);
  },
};

/** No data at all: every block says so instead of leaving a hole. */
export const Empty: Story = {
  args: {
    featured: null,
    liveEvent: null,
    courses: [],
    nextSteps: [],
    learningProgress: null,
    timeSpent: null,
    leaderboard: [],
    quote: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Start learning' })).toBeNull();
    await expect(canvas.getByText('No live events scheduled')).toBeVisible();
    await expect(canvas.getByText('No courses to suggest yet')).toBeVisible();
    await expect(canvas.getByText('Nothing to do next. You are all caught up.')).toBeVisible();
    await expect(canvas.getByText('No rankings yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Live' })).toBeVisible();
  },
};

/** Long titles and names, and more courses than fit: the carousel keeps 8. */
export const LongContent: Story = {
  args: {
    featured: {
      course: longTitleCourse,
      lessonHref: '/course/course-long/lesson/lesson-1-1',
      previewHref: '/course/course-long/preview',
    },
    courses: [longTitleCourse, ...manySampleCourses()],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'You Might Like' });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Start learning' })).toBeVisible();
    // Five next-step cards: the arrows show on a phone too (more than 3).
    await expect(canvas.getByRole('button', { name: 'More next steps' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

function WithWelcomeVideo(props: DashboardLearnerProps & { videoUrl?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DashboardLearner {...props} onShowWelcomeVideo={() => setOpen(true)} />
      <WelcomeVideoDialog open={open} onOpenChange={setOpen} videoUrl={props.videoUrl} />
    </>
  );
}

/** Start Now on the welcome card opens the welcome video; without an address it says where to set one. */
export const WelcomeVideoFromStartNow: Story = {
  render: (args) => <WithWelcomeVideo {...args} />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Welcome Message' });
    await userEvent.click(within(card).getByRole('button', { name: 'Start Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Message' });
    await expect(within(dialog).getByText('Welcome message video will appear here')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard only: Tab from the live event to the course arrows, Enter scrolls 320 px. */
export const KeyboardCourseArrows: Story = {
  args: { courses: manySampleCourses() },
  play: async ({ canvas }) => {
    const continueLearning = canvas.getByRole('region', { name: 'Continue Learning' });
    const live = within(continueLearning).getByRole('article', { name: 'Opening Night' });
    within(live).getByRole('link', { name: 'Join Session' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous courses' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next courses' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const row = canvas.getByRole('list', { name: 'You Might Like' });
    await waitFor(() => expect(Math.abs(Math.round(row.scrollLeft))).toBe(320));
  },
};
