import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import * as esPassword from '@lp/locales/es/ui-password-field';
import { I18nProvider } from '../i18n';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and says so', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps a controlled value and reports edits', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <PasswordField
          label="Password"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Password'), 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    expect(screen.getByLabelText('Password')).toHaveValue('ab');
  });

  it('shows the spec hint and the meter once something is typed', async () => {
    render(<NewPasswordField label="New password" />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAccessibleDescription(
      'Use at least 8 characters, one capital letter, and a number.',
    );
    expect(screen.queryByRole('meter')).toBeNull();
    await userEvent.type(input, 'Abcdef1');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Good',
    );
  });

  it('marks an error and keeps the toggle usable', () => {
    render(<PasswordField label="Password" required error="Password is required" />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Password is required');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});

describe('PasswordStrengthMeter thresholds (share of 5 rules met)', () => {
  // Each password meets exactly the counted rules: length, upper, lower, number, special.
  it.each([
    ['a', 1, 'Weak', 20],
    ['aB', 2, 'Fair', 40],
    ['aB1', 3, 'Good', 60],
    ['aB1!', 4, 'Strong', 80],
    ['aB1!efgh', 5, 'Strong', 100],
    ['abcdefgh', 2, 'Fair', 40],
    ['', 0, 'Weak', 0],
  ])('%j meets %i rules: %s', (password, _met, word, percent) => {
    render(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', word);
    expect(meter).toHaveAttribute('aria-valuenow', String(percent));
    expect(screen.getByText(word)).toBeInTheDocument();
  });

  it('takes other words for the levels', () => {
    render(
      <PasswordStrengthMeter
        password="aB1!efgh"
        labels={{ weak: 'Débil', fair: 'Regular', good: 'Buena', strong: 'Fuerte' }}
      />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Fuerte');
  });
});

describe('PasswordField in another language', () => {
  it('speaks the toggle, the hint and the strength in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esPassword.id, esPassword.default]]) }}
      >
        <NewPasswordField label="Contraseña" defaultValue="abc" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      /Usa al menos 8 caracteres, una letra mayúscula y un número\./,
    );
    expect(screen.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
      'aria-valuetext',
      'Débil',
    );
    expect(screen.getByText(/Seguridad de la contraseña:/)).toHaveTextContent(
      'Seguridad de la contraseña: Débil',
    );
  });
});
