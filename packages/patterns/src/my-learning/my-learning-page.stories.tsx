import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { arrowKeyTowards, readDocumentDirection } from '@lp/ui';
import { withSampleRouter } from '../samples/router.samples';
import { MyLearningPage, type MyLearningPageProps, type MyLearningTab } from './my-learning-page';
import { sampleMyLearningCourses, sampleMyLearningProps } from './my-learning.samples';

/** The page with its tab kept in state, as the app keeps it in `?tab=`. */
function StatefulPage(props: MyLearningPageProps) {
  const [tab, setTab] = useState<MyLearningTab>(props.activeTab);
  return (
    <MyLearningPage
      {...props}
      activeTab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/My learning',
  component: MyLearningPage,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  render: (args) => <StatefulPage {...args} />,
  args: {
    ...sampleMyLearningProps(),
    onTabChange: fn(),
    onRetryCourses: fn(),
    onRetryPrograms: fn(),
  },
} satisfies Meta<typeof MyLearningPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Learning Dashboard: Recommended for you (not enrolled only), the four gauges, Programs, Live Events. */
export const LearningDashboard: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'Recommended for you' });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuetext',
      '62%',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Courses completed' })).toHaveAttribute(
      'aria-valuetext',
      '4 of 6',
    );
    await expect(canvas.getByRole('link', { name: 'The Event Program' })).toHaveAttribute(
      'href',
      '/program/courts-of-heaven/preview',
    );
    await expect(canvas.getAllByRole('link', { name: 'Join Session' })[0]).toHaveAttribute(
      'href',
      '/live',
    );
  },
};

/** Keyboard only: Tab to the tabs, the arrow keys move between them and show each panel. */
export const KeyboardTabs: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Learning Dashboard' })).toHaveFocus();
    // The next tab is the way the arrow points: Right, or Left right to left.
    const next = `{${arrowKeyTowards('forward', readDocumentDirection())}}`;
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('tab', { name: 'Programs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onTabChange).toHaveBeenLastCalledWith('programs');
    await userEvent.keyboard(next);
    await expect(args.onTabChange).toHaveBeenLastCalledWith('courses');
    await expect(canvas.getByRole('tabpanel', { name: 'My Courses' })).toBeVisible();
  },
};

export const Programs: Story = {
  args: { activeTab: 'programs' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Programs' });
    await expect(within(panel).getAllByRole('article')).toHaveLength(2);
  },
};

/** My Courses: the six enrolled courses with their progress, four completed. */
export const MyCourses: Story = {
  args: { activeTab: 'courses' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'My Courses' });
    await expect(within(panel).getAllByRole('progressbar', { name: 'Progress' })).toHaveLength(6);
  },
};

export const Loading: Story = {
  args: { coursesStatus: 'loading', programsStatus: 'loading', courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const MyCoursesLoading: Story = {
  args: { activeTab: 'courses', coursesStatus: 'loading', courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading courses...');
  },
};

/** The courses failed: 'Failed to fetch courses' with Riprova; the programs failed: Try again. */
export const Failed: Story = {
  args: { coursesStatus: 'error', courses: [], programsStatus: 'error' },
  play: async ({ canvas, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Failed to fetch courses');
    await expect(alerts[1]).toHaveTextContent('Could not load the programs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetryCourses).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryPrograms).toHaveBeenCalledOnce();
  },
};

export const MyCoursesFailed: Story = {
  args: { activeTab: 'courses', coursesStatus: 'error', courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch courses');
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toHaveAttribute('lang', 'it');
  },
};

/** Nothing yet: no enrolled course, no program, no live event. */
export const Empty: Story = {
  args: {
    courses: sampleMyLearningCourses().map((c) => ({ ...c, enrolled: false, progress: 0 })),
    programs: [],
    liveEvents: [],
    learningProgress: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No programs yet')).toBeVisible();
    await expect(canvas.getByText('No live events scheduled')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuetext',
      '0%',
    );
  },
};

export const MyCoursesEmpty: Story = {
  args: {
    activeTab: 'courses',
    courses: sampleMyLearningCourses().map((c) => ({ ...c, enrolled: false, progress: 0 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not enrolled in any course yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

export const ProgramsEmpty: Story = {
  args: { activeTab: 'programs', programs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No programs yet')).toBeVisible();
  },
};

/** At 375 px: the tabs fit (or scroll), nothing is clipped. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-slot=my-learning-page]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const PhoneMyCourses: Story = {
  args: { activeTab: 'courses' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-slot=my-learning-page]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
