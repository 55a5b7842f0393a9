import * as esNs from '@lp/locales/es/login-form';
import { I18nProvider } from '@lp/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { sampleHrefs } from '../samples/paths.samples';

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await user.type(screen.getByLabelText(/^Password\*?$/), password);
  return user;
}

describe('LoginForm', () => {
  it("shows the spec's messages on an empty submit and focuses the e-mail", async () => {
    const onSubmit = vi.fn();
    render(<LoginForm {...sampleHrefs.login} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveAccessibleDescription(
      'Password is required',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and focuses the first invalid field', async () => {
    render(<LoginForm {...sampleHrefs.login} />);
    const user = await fill('ada@example', '');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });

  it('focuses the password when only the password is wrong', async () => {
    render(<LoginForm {...sampleHrefs.login} />);
    const user = await fill('ada@example.edu', '');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password\*?$/)).toHaveFocus());
  });

  it('calls onSubmit with the values', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm {...sampleHrefs.login} onSubmit={onSubmit} />);
    const user = await fill('ada@example.edu', 'Engines1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.edu', password: 'Engines1' });
  });

  it("reads 'Signing In...' while a submitted promise runs, then keeps the values on failure", async () => {
    let reject: (reason: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((_, no) => (reject = no)));
    render(<LoginForm {...sampleHrefs.login} onSubmit={onSubmit} />);
    const user = await fill('ada@example.edu', 'Engines1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Signing In...' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    reject(new Error('401'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.edu');
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveValue('Engines1');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the submitting label and the general error from props, keeping what was typed', async () => {
    const { rerender } = render(<LoginForm {...sampleHrefs.login} submitting />);
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeInTheDocument();
    await fill('ada@example.edu', 'Engines1');
    rerender(<LoginForm {...sampleHrefs.login} error="Login failed. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.edu');
  });

  it('clears a message when its field is edited', async () => {
    render(<LoginForm {...sampleHrefs.login} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await fill('a', '');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('works controlled', async () => {
    const onValuesChange = vi.fn();
    render(
      <LoginForm
        {...sampleHrefs.login}
        values={{ email: 'x@y.z', password: '' }}
        onValuesChange={onValuesChange}
      />,
    );
    await userEvent.type(screen.getByLabelText(/^Password\*?$/), 'p');
    expect(onValuesChange).toHaveBeenLastCalledWith({ email: 'x@y.z', password: 'p' });
  });

  it('takes overrides of the messages', async () => {
    render(<LoginForm {...sampleHrefs.login} messages={{ emailRequired: 'E-Mail fehlt' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('E-Mail fehlt')).toBeInTheDocument();
  });
  it('shows no provider button unless the university has a provider', () => {
    render(<LoginForm {...sampleHrefs.login} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
  });

  it("links the provider button to the flow's start, beside the password form", () => {
    render(
      <LoginForm
        {...sampleHrefs.login}
        onSubmit={vi.fn()}
        provider={{ label: 'Northbridge SSO', href: '/api/v1/auth/oidc/start' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sign in with Northbridge SSO' })).toHaveAttribute(
      'href',
      '/api/v1/auth/oidc/start',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("hides the password form when it is off, keeping the administrators' link", () => {
    render(
      <LoginForm
        {...sampleHrefs.login}
        onSubmit={vi.fn()}
        provider={{ label: 'Northbridge SSO', href: '/api/v1/auth/oidc/start' }}
        passwordForm={false}
        localSignInHref="/auth/login?local=1"
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Administrator? Sign in with a password' }),
    ).toHaveAttribute('href', '/auth/login?local=1');
  });
});

describe('LoginForm in Spanish', () => {
  it('shows the catalogue’s Spanish texts', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <LoginForm {...sampleHrefs.login} provider={{ label: 'Northbridge SSO', href: '/sso' }} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Bienvenido de nuevo!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Iniciar sesión con Northbridge SSO' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });
});
