import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpiredLink } from './expired-link';
import { sampleHrefs } from '../samples/paths.samples';

describe('ExpiredLink', () => {
  it("shows the spec's message and a way to request a new link", () => {
    render(<ExpiredLink {...sampleHrefs.expiredLink} />);
    expect(
      screen.getByText('The link to reset your password has expired. Generate a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
