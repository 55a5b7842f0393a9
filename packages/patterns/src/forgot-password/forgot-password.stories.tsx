import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CheckYourEmail, ForgotPassword } from './forgot-password';
import { sampleHrefs } from '../samples/paths.samples';

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPassword,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    ...sampleHrefs.forgotPassword,
    onSubmit: fn(),
    onResend: fn(),
    onBack: fn(),
    onStepChange: fn(),
  },
} satisfies Meta<typeof ForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const Filled: Story = { args: { defaultValues: { email: 'ada@example.edu' } } };

export const Submitting: Story = {
  args: { defaultValues: { email: 'ada@example.edu' }, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const EmptySubmitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Email is required');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  args: { defaultValues: { email: 'ada@' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { email: 'ada@example.edu' },
    error: 'Failed to send reset email. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to send reset email. Please try again.',
    );
  },
};

export const CheckYourEmailStep: Story = {
  args: { step: 'confirmation', defaultValues: { email: 'ada@example.edu' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByText('ada@example.edu')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Email' }));
    await expect(args.onResend).toHaveBeenCalledWith({ email: 'ada@example.edu' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const CheckYourEmailWithBackLink: Story = {
  render: () => <CheckYourEmail email="ada@example.edu" backHref="/auth/login" />,
};

/** Keyboard alone: Tab into the e-mail, type, Enter; step 2 shows the address, Back returns. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('ada@example.edu{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.edu' }));
    const heading = await canvas.findByRole('heading', { name: 'Check Your Email' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('ada@example.edu')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue(
      'ada@example.edu',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
