import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RegisterForm } from './register-form';
import { sampleHrefs } from '../samples/paths.samples';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { ...sampleHrefs.register, onSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.edu',
  password: 'Engines1',
};

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Use at least 8 characters, one capital letter, and a number.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating account...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const EmptySubmitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name is required',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidValues: Story = {
  args: { defaultValues: { ...filled, email: 'ada.example.edu', password: 'short' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled, error: 'Registration failed. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  },
};

/** Keyboard alone: Tab through the names, e-mail and password, typing each, then Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard(filled.firstName);
    await userEvent.tab();
    await userEvent.keyboard(filled.lastName);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(filled.email);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password\*?$/)).toHaveFocus();
    await userEvent.keyboard(`${filled.password}{Enter}`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
