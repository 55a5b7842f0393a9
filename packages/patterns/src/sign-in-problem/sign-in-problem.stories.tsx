import { signInFailureReasons, type SignInFailureReason } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SignInProblem } from './sign-in-problem';

const meta = {
  title: 'Auth/SignInProblem',
  component: SignInProblem,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { reason: 'cancelled', loginHref: '/auth/login' },
} satisfies Meta<typeof SignInProblem>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (reason: SignInFailureReason): Story => ({
  args: { reason },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: signInFailureReasons[reason].title }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
});

export const Cancelled = story('cancelled');
export const Unreachable = story('unreachable');
export const Invalid = story('invalid');
export const DomainNotAllowed = story('domain');
export const AccountNotLinked = story('account');
export const Suspended = story('suspended');
export const NoProvider = story('unavailable');
