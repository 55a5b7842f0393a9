import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LayoutPending, LessonNotFound, LessonPlayerLoading } from './lesson-player-status';
import { sampleHrefs } from '../samples/paths.samples';

const meta = {
  title: 'Player/Status',
  component: LessonNotFound,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { ...sampleHrefs.toCourses, variant: 'desktop' },
} satisfies Meta<typeof LessonNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the course loads (spec 1 §2.7). */
export const Loading: Story = {
  render: () => <LessonPlayerLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Loading your personalized learning experience...',
    );
  },
};

/** Until the player has chosen its desktop or mobile layout. */
export const PendingLayout: Story = {
  render: () => <LayoutPending />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading lesson player');
  },
};

/** Desktop: the course or lesson could not be loaded. */
export const NotFoundDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(
      canvas.getByText('The requested course or lesson could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

/** Mobile: the lesson could not be found. */
export const NotFoundMobile: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible();
    await expect(canvas.getByText('The requested lesson could not be found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Courses' })).toBeVisible();
  },
};
