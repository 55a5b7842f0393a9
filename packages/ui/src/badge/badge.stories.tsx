import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '8 Hours' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['neutral', 'info', 'success', 'warning', 'danger', 'brand', 'live'],
    },
    status: {
      control: 'select',
      options: [undefined, 'active', 'inactive', 'suspended', 'pending'],
    },
    risk: { control: 'select', options: [undefined, 'low', 'medium', 'high'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { variant: 'info', children: '3 Live Events' } };
export const Success: Story = { args: { variant: 'success', children: 'Completed' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Due soon' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Overdue' } };

export const Live: Story = {
  args: { variant: 'live', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LIVE')).toBeVisible();
  },
};

export const Status: Story = {
  args: { status: 'suspended', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toHaveAttribute('data-variant', 'danger');
  },
};

export const Risk: Story = { args: { risk: 'high', children: 'High risk' } };

export const LongContent: Story = {
  args: { variant: 'info', children: 'Configure the URL in Video Content Administration' },
};

/** Every tone, status and risk level: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {(['neutral', 'info', 'success', 'warning', 'danger', 'brand', 'live'] as const).map(
          (variant) => (
            <Badge key={variant} variant={variant}>
              {variant === 'live' ? undefined : variant}
            </Badge>
          ),
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {(['active', 'inactive', 'suspended', 'pending'] as const).map((status) => (
          <Badge key={status} status={status} dot />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {(['low', 'medium', 'high'] as const).map((risk) => (
          <Badge key={risk} risk={risk} />
        ))}
      </div>
    </div>
  ),
};
