import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginForm } from './login-form';
import { sampleHrefs } from '../samples/paths.samples';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { ...sampleHrefs.login, onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { email: 'ada@example.edu', password: 'Engines1' };

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};

export const Filled: Story = { args: { defaultValues: filled } };

export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing In...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.edu');
  },
};

export const EmptySubmitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByLabelText(/^Password\*?$/)).toHaveAccessibleDescription(
      'Password is required',
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  args: { defaultValues: { email: 'ada@example', password: 'Engines1' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled, error: 'Login failed. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.edu');
  },
};

/** Keyboard alone: Tab into the e-mail, type, Tab to the password, type, Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
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

const northbridgeProvider = {
  label: 'Northbridge SSO',
  href: '/api/v1/auth/oidc/start?returnTo=%2Fdashboard',
};

/** A university with its own provider (issue 33): the button above the password form. */
export const WithProvider: Story = {
  args: { provider: northbridgeProvider },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Sign in with Northbridge SSO' }),
    ).toHaveAttribute('href', northbridgeProvider.href);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

/** Local passwords off: only the button, and the administrators' way to the password form. */
export const ProviderOnly: Story = {
  args: {
    provider: northbridgeProvider,
    passwordForm: false,
    localSignInHref: '/auth/login?local=1',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Administrator? Sign in with a password' }),
    ).toHaveAttribute('href', '/auth/login?local=1');
  },
};
