import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@lp/ui';
import { expect, fn } from 'storybook/test';
import { samplePaths } from '../samples/paths.samples';
import { ResourcePageState } from './resource-page-state';

interface SampleCourse {
  title: string;
}

const meta = {
  title: 'Pages/Resource page state',
  component: ResourcePageState<SampleCourse>,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    resource: { title: 'Introduction to Cybersecurity' },
    loading: <Spinner size="lg" label="Loading course..." />,
    texts: {
      error: 'Could not load the course.',
      notFound: 'Course Not Found',
      notFoundMessage: 'The requested course could not be found.',
      retry: 'Try again',
      back: 'Back to Dashboard',
    },
    backHref: samplePaths.dashboard,
    onRetry: fn(),
    children: (course: SampleCourse) => <h2 className="text-2xl font-bold">{course.title}</h2>,
  },
} satisfies Meta<typeof ResourcePageState<SampleCourse>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Introduction to Cybersecurity' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading course...');
  },
};

/** Ready without the resource: not found, with the way back. */
export const NotFound: Story = {
  args: { resource: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the course.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
