import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordForm } from './reset-password-form';
import { sampleHrefs } from '../samples/paths.samples';

const meta = {
  title: 'Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { ...sampleHrefs.resetPassword, onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { newPassword: 'Engines1', confirmPassword: 'Engines1' };

export const Idle: Story = {};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  },
};

export const Verifying: Story = {
  args: { verifying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your link...');
  },
};

export const TokenError: Story = {
  args: { tokenError: 'Something went wrong while verifying token.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong while verifying token.',
    );
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resetting...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const EmptySubmitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Please confirm your password')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^New password\*?$/)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShortAndMismatch: Story = {
  args: { defaultValues: { newPassword: 'short', confirmPassword: 'other' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled, error: 'Failed to reset password. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  },
};

/** Keyboard alone: type the password, Tab past its show toggle, type the confirmation, Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^New password\*?$/)).toHaveFocus();
    await userEvent.keyboard(filled.newPassword);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Confirm password\*?$/)).toHaveFocus();
    await userEvent.keyboard(`${filled.confirmPassword}{Enter}`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
