import * as esNs from '@lp/locales/es/reset-success';
import { I18nProvider } from '@lp/ui';
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

describe('ResetSuccess in Spanish', () => {
  it('shows the catalogue’s Spanish texts', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ResetSuccess {...sampleHrefs.resetSuccess} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contraseña actualizada correctamente' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
