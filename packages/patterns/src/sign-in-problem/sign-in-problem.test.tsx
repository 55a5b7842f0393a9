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
