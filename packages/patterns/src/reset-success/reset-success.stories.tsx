import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ResetSuccess } from './reset-success';

const meta = {
  title: 'Auth/ResetSuccess',
  component: ResetSuccess,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Password Updated Successfully' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const KeyboardReachable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Return to Login' })).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
