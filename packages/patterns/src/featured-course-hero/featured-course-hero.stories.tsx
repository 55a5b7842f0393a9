import { sampleCourses } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { longTitleCourse } from '../dashboard-learner/dashboard-learner.samples';
import { withSampleRouter } from '../samples/router.samples';
import { FeaturedCourseHero } from './featured-course-hero';

const meta = {
  title: 'Dashboard/Featured course hero',
  component: FeaturedCourseHero,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: {
    course: sampleCourses[0]!,
    lessonHref: '/course/course-1/lesson/lesson-1-1',
    previewHref: '/course/course-1/preview',
  },
} satisfies Meta<typeof FeaturedCourseHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Start learning goes to the lesson through the app's router; More info to the preview. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'More info' })).toHaveAttribute(
      'href',
      '/course/course-1/preview',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Start learning' }));
    await expect(canvas.getByText('/course/course-1/lesson/lesson-1-1')).toBeInTheDocument();
  },
};

/** Not enrolled: no progress bar. */
export const NotStarted: Story = {
  args: { course: { ...sampleCourses[0]!, enrolled: false, progress: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const LongContent: Story = { args: { course: longTitleCourse } };

/**
 * A course from the API, whose tagline is its whole description: clamped to three lines with an
 * ellipsis, never cut mid-sentence, and whole in the page for screen readers.
 */
export const LongDescription: Story = {
  args: {
    course: {
      ...sampleCourses[0]!,
      shortTagline: `${sampleCourses[0]!.description} ${sampleCourses[1]!.description} ${sampleCourses[2]!.description}`,
    },
  },
  play: async ({ canvas, args }) => {
    const tagline = canvas.getByText(args.course.shortTagline);
    await expect(getComputedStyle(tagline).webkitLineClamp).toBe('3');
    await expect(tagline.scrollHeight).toBeGreaterThan(tagline.clientHeight);
  },
};

/** The artwork fails: the placeholder, never the browser's broken-image icon. */
export const BrokenArtwork: Story = {
  args: {
    course: { ...sampleCourses[0]!, artworkUrlLarge: '/no-such-artwork.webp' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="cover-image"]')).toHaveAttribute(
        'data-state',
        'fallback',
      ),
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
