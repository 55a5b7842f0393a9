import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetSuccess } from './reset-success';
import { sampleHrefs } from '../samples/paths.samples';

describe('ResetSuccess', () => {
  it("titles the page 'Password Updated Successfully' with 'Return to Login' to /login", () => {
    render(<ResetSuccess {...sampleHrefs.resetSuccess} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Password Updated Successfully' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
  });

  it('takes another href for the button', () => {
    render(<ResetSuccess {...sampleHrefs.resetSuccess} returnHref="/auth/login" />);
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
