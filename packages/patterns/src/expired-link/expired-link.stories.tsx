import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sampleHrefs } from '../samples/paths.samples';
import { ExpiredLink } from './expired-link';

const meta = {
  title: 'Auth/ExpiredLink',
  component: ExpiredLink,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: sampleHrefs.expiredLink,
} satisfies Meta<typeof ExpiredLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The link to reset your password has expired. Generate a new one.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};

export const KeyboardReachable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
