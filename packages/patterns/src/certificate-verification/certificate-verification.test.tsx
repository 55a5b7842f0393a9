import * as esNs from '@lp/locales/es/certificate-verification';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificateVerification } from './certificate-verification';
import { sampleVerifiedCertificate } from './certificate-verification.samples';

describe('CertificateVerification', () => {
  it('states the four facts, the date as the certificate prints it', () => {
    render(
      <CertificateVerification
        status="ready"
        certificate={sampleVerifiedCertificate}
        productName="Northbridge Learn"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificate verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Awarded to')).toBeInTheDocument();
    expect(screen.getByText('5 January 2026')).toBeInTheDocument();
  });

  it('states them in Spanish, with a Spanish date', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CertificateVerification
          status="ready"
          certificate={sampleVerifiedCertificate}
          productName="Northbridge Learn"
        />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificado verificado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Otorgado a')).toBeInTheDocument();
    expect(screen.getByText('5 de enero de 2026')).toBeInTheDocument();
    // Data is not translated.
    expect(screen.getByText('Data Science with Python')).toBeInTheDocument();
  });
});
