import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InviteFlow } from './invite-flow';
import { sampleHrefs } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';

const meta = {
  title: 'Auth/InviteFlow',
  component: InviteFlow,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { ...sampleHrefs.invite, onRegister: fn(), onStepChange: fn(), onResend: fn() },
} satisfies Meta<typeof InviteFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invite: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
  },
};

export const InviteFilled: Story = {
  args: { inviteProps: { defaultValues: { firstName: 'Ada', lastName: 'Lovelace' } } },
};

export const InviteNamesMissing: Story = {
  args: { inviteProps: { defaultValues: { firstName: 'Ada', lastName: '' } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    await expect(lastName).toHaveAccessibleDescription('Please enter your first and last name');
    await waitFor(() => expect(lastName).toHaveFocus());
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const Register: Story = { args: { defaultStep: 'register' } };

export const RegisterFilled: Story = {
  args: {
    defaultStep: 'register',
    registerProps: { defaultValues: { email: 'ada@example.edu', password: 'Engines1' } },
  },
};

export const RegisterSubmitting: Story = {
  args: {
    defaultStep: 'register',
    registering: true,
    registerProps: { defaultValues: { email: 'ada@example.edu', password: 'Engines1' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Joining...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const RegisterEmptySubmitted: Story = {
  args: { defaultStep: 'register' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join the program' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const RegisterInvalid: Story = {
  args: {
    defaultStep: 'register',
    registerProps: { defaultValues: { email: 'ada@example', password: 'short' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join the program' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
  },
};

export const RegisterServerError: Story = {
  args: {
    defaultStep: 'register',
    registerError: 'Registration failed. Please try again.',
    registerProps: { defaultValues: { email: 'ada@example.edu', password: 'Engines1' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  },
};

export const Confirmation: Story = {
  args: { defaultStep: 'confirmation', confirmationProps: { countdownPaused: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Continuing in 10 seconds...');
  },
};

/** The countdown runs for real (shortened to 2 seconds here) and moves on to verified. */
export const ConfirmationCountdown: Story = {
  args: { defaultStep: 'confirmation', confirmationProps: { countdownSeconds: 2 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Continuing in 2 seconds...');
    await expect(
      await canvas.findByRole('heading', { name: 'Email Verified' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(args.onStepChange).toHaveBeenCalledWith('verified');
  },
};

export const Trouble: Story = {
  args: { defaultStep: 'confirmation', confirmationProps: { countdownPaused: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Having trouble? Click here' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('error');
    await expect(canvas.getByRole('heading', { name: 'Invitation Expired' })).toBeVisible();
  },
};

export const Verified: Story = {
  args: { step: 'verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Expired: Story = {
  args: { step: 'error' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "To join this program you'll need to ask the person who originally invited you for a new link.",
      ),
    ).toBeVisible();
  },
};

/**
 * An expired or unknown invitation, or /auth/invite without a token: the error step, with a way
 * to sign in for someone who already has an account (Tab reaches it, Enter follows it).
 */
export const InvitationExpired: Story = {
  args: { invitationExpired: true },
  decorators: [withSampleRouter],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invitation Expired' })).toBeVisible();
    await expect(canvas.getByText('Already have an account?')).toBeVisible();
    await userEvent.tab();
    const signIn = canvas.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveFocus();
    await expect(signIn).toHaveAttribute('href', '/auth/login');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('/auth/login')).toBeInTheDocument();
  },
};

/** Keyboard alone through steps 1 and 2: Tab, typing and Enter; onRegister gets everything. */
export const KeyboardOnly: Story = {
  args: { confirmationProps: { countdownPaused: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await userEvent.keyboard('Lovelace{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Create Your Account' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('ada@example.edu');
    await userEvent.tab();
    await userEvent.keyboard('Engines1{Enter}');
    await waitFor(() =>
      expect(args.onRegister).toHaveBeenCalledWith({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.edu',
        password: 'Engines1',
      }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
