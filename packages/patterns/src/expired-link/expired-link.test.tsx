import * as esNs from '@lp/locales/es/expired-link';
import { I18nProvider } from '@lp/ui';
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

describe('ExpiredLink in Spanish', () => {
  it('shows the catalogue’s Spanish texts', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ExpiredLink {...sampleHrefs.expiredLink} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Enlace caducado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });
});
