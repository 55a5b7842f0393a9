import * as esNs from '@lp/locales/es/sign-in-problem';
import { I18nProvider } from '@lp/ui';
import { signInFailureReasons } from '@lp/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInProblem } from './sign-in-problem';

describe('SignInProblem', () => {
  it.each(Object.keys(signInFailureReasons) as (keyof typeof signInFailureReasons)[])(
    'says what happened for %s, with the way back to sign-in',
    (reason) => {
      render(<SignInProblem reason={reason} loginHref="/auth/login" />);
      expect(
        screen.getByRole('heading', { level: 1, name: signInFailureReasons[reason].title }),
      ).toBeInTheDocument();
      expect(screen.getByText(signInFailureReasons[reason].text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
    },
  );
});

describe('SignInProblem in Spanish', () => {
  it('says why in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <SignInProblem reason="suspended" loginHref="/auth/login" />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Acceso suspendido' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
