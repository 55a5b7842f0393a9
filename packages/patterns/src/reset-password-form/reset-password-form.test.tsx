import * as arNs from '@lp/locales/ar/reset-password-form';
import { I18nProvider } from '@lp/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './reset-password-form';
import { sampleHrefs } from '../samples/paths.samples';

const newPassword = () => screen.getByLabelText(/^New password\*?$/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password\*?$/);

describe('ResetPasswordForm', () => {
  it("shows the spec's messages on an empty submit and focuses the new password", async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm {...sampleHrefs.resetPassword} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription('Please confirm your password');
    await waitFor(() => expect(newPassword()).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs 8 characters and a matching confirmation', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ResetPasswordForm {...sampleHrefs.resetPassword} onSubmit={onSubmit} />);
    await user.type(newPassword(), 'short');
    await user.type(confirmPassword(), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match');
    await user.clear(newPassword());
    await user.type(newPassword(), 'Engines1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(confirmPassword()).toHaveFocus());
    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'Engines1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'Engines1', confirmPassword: 'Engines1' });
  });

  it('shows the strength meter under the new password', async () => {
    render(<ResetPasswordForm {...sampleHrefs.resetPassword} />);
    await userEvent.type(newPassword(), 'abc');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Weak',
    );
  });

  it('shows a spinner instead of the form while the token is checked', () => {
    render(<ResetPasswordForm {...sampleHrefs.resetPassword} verifying />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your link...');
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('shows a token error with a way to a new link', () => {
    render(
      <ResetPasswordForm
        {...sampleHrefs.resetPassword}
        tokenError="Something went wrong while verifying token."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while verifying token.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('keeps the passwords after a failed submit', async () => {
    const user = userEvent.setup();
    render(
      <ResetPasswordForm
        {...sampleHrefs.resetPassword}
        onSubmit={vi.fn().mockRejectedValue(new Error('500'))}
      />,
    );
    await user.type(newPassword(), 'Engines1');
    await user.type(confirmPassword(), 'Engines1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown error while resetting your password, please try again later.',
    );
    expect(newPassword()).toHaveValue('Engines1');
    expect(confirmPassword()).toHaveValue('Engines1');
  });

  it("reads 'Resetting...' while submitting", () => {
    render(<ResetPasswordForm {...sampleHrefs.resetPassword} submitting />);
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeInTheDocument();
  });
});

describe('ResetPasswordForm in Arabic', () => {
  it('shows the catalogue’s Arabic texts', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <ResetPasswordForm {...sampleHrefs.resetPassword} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' }),
    ).toBeInTheDocument();
    expect(screen.getByText('أدخل كلمة مرور جديدة لحسابك.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
