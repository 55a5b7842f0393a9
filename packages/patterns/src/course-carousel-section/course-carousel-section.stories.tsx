import { allCourses } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  longTitleCourse,
  manySampleCourses,
  sampleCoursePreviewHref,
} from '../dashboard-learner/dashboard-learner.samples';
import { withSampleRouter } from '../samples/router.samples';
import { CourseCarouselSection } from './course-carousel-section';

const meta = {
  title: 'Dashboard/Course carousel section',
  component: CourseCarouselSection,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: {
    status: 'loaded',
    courses: manySampleCourses(),
    courseHref: sampleCoursePreviewHref,
    onRetry: fn(),
  },
} satisfies Meta<typeof CourseCarouselSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve courses given, eight shown; a card's title links to its preview. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'You Might Like' });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(8);
    await expect(
      canvas.getByRole('link', { name: 'AI Fundamentals for Cybersecurity' }),
    ).toHaveAttribute('href', '/course/course-1/preview');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading courses...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** 'Failed to fetch courses' in the danger colour, with Riprova (marked Italian). */
export const Failed: Story = {
  args: { status: 'error', courses: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch courses');
    const retry = canvas.getByRole('button', { name: 'Riprova' });
    await expect(retry).toHaveAttribute('lang', 'it');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The error with the built-in fallback courses still listed under it (spec 2 §4). */
export const ErrorWithFallback: Story = {
  args: { status: 'error', courses: allCourses() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No courses to suggest yet')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { courses: [longTitleCourse, ...manySampleCourses()] },
};

/** Keyboard only: Tab to the arrows; Enter moves 320 px forward, Space 320 px back. */
export const KeyboardArrows: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'You Might Like' });
    const previous = await canvas.findByRole('button', { name: 'Previous courses' });
    const next = canvas.getByRole('button', { name: 'Next courses' });
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(Math.abs(Math.round(row.scrollLeft))).toBe(320));
    await userEvent.tab({ shift: true });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(Math.abs(Math.round(row.scrollLeft))).toBe(0));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Every state, one under the other, for review. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <CourseCarouselSection {...args} status="loading" />
      <CourseCarouselSection {...args} status="error" courses={[]} />
      <CourseCarouselSection {...args} status="loaded" courses={[]} />
      <CourseCarouselSection {...args} status="loaded" />
    </div>
  ),
};
