import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-24 w-64' },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {};
export const Text: Story = { args: { shape: 'text', width: 'w-64', className: undefined } };
export const Circle: Story = { args: { shape: 'circle', className: 'size-12' } };

/** The dashboard's loading state (spec 2 §2.2): a course card and a list, busy for screen readers. */
export const DashboardCard: Story = {
  render: () => (
    <SkeletonGroup label="Loading dashboard" className="max-w-sm">
      <Skeleton className="h-40 w-full" />
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-10" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" width="w-3/4" />
          <Skeleton shape="text" width="w-1/2" />
        </div>
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every shape: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Skeleton className="h-16 w-32" />
      <Skeleton shape="text" width="w-32" />
      <Skeleton shape="circle" className="size-16" />
    </div>
  ),
};
