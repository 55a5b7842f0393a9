import * as esNs from '@lp/locales/es/achievements-page';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AchievementsPage } from './achievements-page';
import { sampleCertificates, sampleNextCertificate } from './achievements-page.samples';
import { formatCertificateDate } from './certificate-date';

describe('formatCertificateDate', () => {
  it('writes the date as the PDF prints it in English, and the long date of another language', () => {
    expect(formatCertificateDate('2026-01-05T09:00:00.000Z')).toBe('5 January 2026');
    expect(formatCertificateDate('2026-01-05T09:00:00.000Z', 'es')).toBe('5 de enero de 2026');
    expect(formatCertificateDate('soon')).toBe('soon');
  });
});

describe('AchievementsPage', () => {
  it('lists the certificates with their dates, PDF and verification page', () => {
    render(
      <AchievementsPage
        status="ready"
        certificates={sampleCertificates}
        next={sampleNextCertificate}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your certificates' })).toBeInTheDocument();
    expect(screen.getByText('Issued 5 January 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download PDF: the certificate of Data Storytelling' }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish: headings, the issue date in Spanish and the links', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <AchievementsPage
          status="ready"
          certificates={sampleCertificates}
          next={sampleNextCertificate}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Tus certificados' })).toBeInTheDocument();
    expect(screen.getByText('Emitido el 5 de enero de 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Descargar PDF: el certificado de Data Storytelling' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Próximo certificado' })).toBeInTheDocument();
  });
});
