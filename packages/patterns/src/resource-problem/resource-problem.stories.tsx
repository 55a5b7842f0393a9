import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePaths } from '../samples/paths.samples';
import { ResourceProblem } from './resource-problem';

const meta = {
  title: 'Pages/Resource problem',
  component: ResourceProblem,
  tags: ['autodocs'],
  args: {
    kind: 'not-found',
    title: 'Course Not Found',
    message: 'The requested course could not be found.',
    retryLabel: 'Try again',
    backHref: samplePaths.dashboard,
    backLabel: 'Back to Dashboard',
  },
} satisfies Meta<typeof ResourceProblem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { kind: 'error', title: 'Could not load the course.', message: undefined, onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the course.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutWayBack: Story = { args: { backHref: undefined } };

export const Phone: Story = {
  args: { kind: 'error', title: 'Could not load the teacher.', onRetry: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
