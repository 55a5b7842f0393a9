import { sampleCourses } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTitleCourse } from '../dashboard-learner/dashboard-learner.samples';
import { withSampleRouter } from '../samples/router.samples';
import { CoursePreview } from './course-preview';
import { sampleCoursePreviewProps } from './course-preview.samples';

const notEnrolled = { ...sampleCourses[0]!, enrolled: false, progress: 0 };

/** Nothing of the page reaches past its width (the carousel scrolls inside itself). */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=course-preview]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

const meta = {
  title: 'Pages/Course preview',
  component: CoursePreview,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: {
    ...sampleCoursePreviewProps(),
    course: notEnrolled,
    onEnroll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CoursePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop page at 1280 px (layout auto): hero, stats card, curriculum with 40h and 87%, carousel of 8. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot=course-preview]')).toHaveAttribute(
      'data-layout',
      'desktop',
    );
    await expect(canvas.getByText('$89.99')).toBeVisible();
    await expect(canvas.getByText('1.5K students')).toBeVisible();
    const stats = canvas.getByRole('region', { name: 'Course Stats' });
    await expect(within(stats).getByText('1.5K')).toBeVisible();
    await expect(canvas.getByText('40h')).toBeVisible();
    await expect(canvas.getByText('87%')).toBeVisible();
    const row = canvas.getByRole('list', { name: 'Recommended' });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll in Course' }));
    await expect(args.onEnroll).toHaveBeenCalledOnce();
  },
};

/** The mobile-style page at 375 px (layout auto): one column, modules collapsed, recommended list. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=course-preview]')).toHaveAttribute(
      'data-layout',
      'mobile',
    );
    await expect(canvas.getByRole('button', { name: 'Enroll in Course' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Preview Course' })).toHaveAttribute(
      'href',
      '/course/course-1/lesson/lesson-1-1',
    );
    const recommended = canvas.getByRole('region', { name: 'Recommended' });
    await expect(within(recommended).getAllByRole('article')).toHaveLength(8);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Tablet width (768 px) is still under 1024: the mobile-style page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=course-preview]')).toHaveAttribute(
      'data-layout',
      'mobile',
    );
  },
};

/** The mobile-style page forced at any width; a module opens to its lessons. */
export const MobileLayout: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas }) => {
    const curriculum = canvas.getByRole('region', { name: 'Course Content' });
    const module = within(curriculum).getByRole('button', { name: /Foundations of AI Security/ });
    await userEvent.click(module);
    await expect(module).toHaveAttribute('aria-expanded', 'true');
    await expect(within(curriculum).getByText('Key Terms and Concepts')).toBeVisible();
  },
};

/** The desktop page forced at any width. */
export const DesktopLayout: Story = {
  args: { layout: 'desktop' },
};

/** Enrolled: Continue Learning to the first lesson, with the course's progress. */
export const Enrolled: Story = {
  args: { course: sampleCourses[0]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/course/course-1/lesson/lesson-1-1',
    );
    await expect(canvas.queryByRole('button', { name: 'Enroll in Course' })).toBeNull();
  },
};

/** Saving the enrolment: the button is busy and reads Enrolling... */
export const Enrolling: Story = {
  args: { enrolling: true },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Enrolling...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onEnroll).not.toHaveBeenCalled();
  },
};

/** The enrolment failed: the reason under the button. */
export const EnrollFailed: Story = {
  args: { enrollError: 'Could not enroll. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not enroll. Please try again.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', course: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading course...');
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', course: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
    await expect(canvas.getByText('The requested course could not be found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Failed: Story = {
  args: { status: 'error', course: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the course.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No instructor details, no tags and nothing to recommend: the page still stands. */
export const Sparse: Story = {
  args: {
    course: { ...notEnrolled, tags: [], modules: [] },
    instructor: null,
    instructorHref: undefined,
    recommended: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No modules yet')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recommended' })).toBeNull();
  },
};

/** A very long title and instructor name, on a phone. */
export const LongContentPhone: Story = {
  args: { course: { ...longTitleCourse, enrolled: false, progress: 0, studentsCount: 15420 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('15.4K students')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** A very long title and instructor name, on the desktop page. */
export const LongContentDesktop: Story = {
  args: { course: { ...longTitleCourse, enrolled: false, progress: 0, studentsCount: 15420 } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
