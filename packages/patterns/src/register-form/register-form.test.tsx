import * as esNs from '@lp/locales/es/register-form';
import { I18nProvider } from '@lp/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';
import { sampleHrefs } from '../samples/paths.samples';

const input = {
  firstName: () => screen.getByRole('textbox', { name: 'First name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  password: () => screen.getByLabelText(/^Password\*?$/),
};

describe('RegisterForm', () => {
  it("shows the spec's messages on an empty submit and focuses the first name", async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm {...sampleHrefs.register} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(input.firstName()).toHaveAccessibleDescription('First name is required');
    expect(input.lastName()).toHaveAccessibleDescription('Last name is required');
    expect(input.email()).toHaveAccessibleDescription('Email is required');
    expect(input.password()).toHaveAccessibleDescription(
      'Use at least 8 characters, one capital letter, and a number. Password is required',
    );
    await waitFor(() => expect(input.firstName()).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('enforces only the length of the password, and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegisterForm {...sampleHrefs.register} onSubmit={onSubmit} />);
    await user.type(input.firstName(), 'Ada');
    await user.type(input.lastName(), 'Lovelace');
    await user.type(input.email(), 'ada@example.edu');
    await user.type(input.password(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await waitFor(() => expect(input.password()).toHaveFocus());
    await user.clear(input.password());
    await user.type(input.password(), 'lowercase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      password: 'lowercase',
    });
  });

  it('shows the strength meter and the hint under the password', async () => {
    render(<RegisterForm {...sampleHrefs.register} />);
    expect(
      screen.getByText('Use at least 8 characters, one capital letter, and a number.'),
    ).toBeInTheDocument();
    await userEvent.type(input.password(), 'Abcdef1!');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
  });

  it("reads 'Creating account...' while submitting and keeps the values after an error", () => {
    const values = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      password: 'Engines1',
    };
    const { rerender } = render(
      <RegisterForm {...sampleHrefs.register} defaultValues={values} submitting />,
    );
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeInTheDocument();
    rerender(
      <RegisterForm
        {...sampleHrefs.register}
        defaultValues={values}
        error="Registration failed. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    expect(input.email()).toHaveValue('ada@example.edu');
    expect(input.firstName()).toHaveValue('Ada');
  });

  it('links to sign in', () => {
    render(<RegisterForm {...sampleHrefs.register} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('RegisterForm in Spanish', () => {
  it('shows the catalogue’s Spanish texts', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <RegisterForm {...sampleHrefs.register} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(
      screen.getByText('Usa al menos 8 caracteres, una letra mayúscula y un número.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
