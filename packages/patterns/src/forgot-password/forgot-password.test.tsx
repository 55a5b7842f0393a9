import * as esNs from '@lp/locales/es/forgot-password';
import { I18nProvider } from '@lp/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckYourEmail, ForgotPassword } from './forgot-password';
import { sampleHrefs } from '../samples/paths.samples';

const email = () => screen.getByRole('textbox', { name: 'Email' });

describe('ForgotPassword', () => {
  it("requires a valid e-mail with the spec's messages and focuses it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ForgotPassword {...sampleHrefs.forgotPassword} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email()).toHaveAccessibleDescription('Email is required');
    await waitFor(() => expect(email()).toHaveFocus());
    await user.type(email(), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("moves to 'Check Your Email' with the address once onSubmit resolves, and back keeps it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onStepChange = vi.fn();
    const onResend = vi.fn();
    render(
      <ForgotPassword
        {...sampleHrefs.forgotPassword}
        onSubmit={onSubmit}
        onStepChange={onStepChange}
        onResend={onResend}
      />,
    );
    await user.type(email(), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const heading = await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.edu' });
    expect(onStepChange).toHaveBeenCalledWith('confirmation');
    expect(screen.getByText('ada@example.edu')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(onResend).toHaveBeenCalledWith({ email: 'ada@example.edu' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(email()).toHaveValue('ada@example.edu');
    expect(onStepChange).toHaveBeenLastCalledWith('enter-email');
  });

  it('stays on step 1 with the e-mail kept when onSubmit rejects', async () => {
    const user = userEvent.setup();
    render(
      <ForgotPassword
        {...sampleHrefs.forgotPassword}
        onSubmit={vi.fn().mockRejectedValue(new Error('500'))}
      />,
    );
    await user.type(email(), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown error while sending email, please try again later.',
    );
    expect(email()).toHaveValue('ada@example.edu');
  });

  it("reads 'Sending...' while submitting and shows the app's error", () => {
    const { rerender } = render(<ForgotPassword {...sampleHrefs.forgotPassword} submitting />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    rerender(
      <ForgotPassword
        {...sampleHrefs.forgotPassword}
        error="Failed to send reset email. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to send reset email. Please try again.',
    );
  });

  it('can make back a link', () => {
    render(<CheckYourEmail email="ada@example.edu" backHref="/auth/login" />);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('ForgotPassword in Spanish', () => {
  it('shows step 1 in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ForgotPassword {...sampleHrefs.forgotPassword} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Enviar enlace de restablecimiento' }),
    ).toBeInTheDocument();
  });

  it('puts the address in bold inside the Spanish sentence', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CheckYourEmail email="ada@example.edu" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeInTheDocument();
    const address = screen.getByText('ada@example.edu');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement).toHaveTextContent(
      'Enviamos un enlace para restablecer la contraseña a ada@example.edu.',
    );
    expect(screen.getByRole('button', { name: 'Reenviar correo' })).toBeInTheDocument();
  });
});
