import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmEmail } from './confirm-email';
import { sampleHrefs } from '../samples/paths.samples';

const meta = {
  title: 'Auth/ConfirmEmail',
  component: ConfirmEmail,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { ...sampleHrefs.confirmEmail, onResend: fn(), email: 'ada@example.edu' },
} satisfies Meta<typeof ConfirmEmail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('ada@example.edu')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Verification Email' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Privacy & Terms' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  },
};

export const WithoutAddress: Story = { args: { email: undefined } };

export const Resending: Story = {
  args: { resending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Resent: Story = { args: { notice: 'A new verification email is on its way.' } };

export const ResendFailed: Story = {
  args: { error: 'Failed to resend email. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to resend email. Please try again.',
    );
  },
};

export const KeyboardResend: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resend Verification Email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
