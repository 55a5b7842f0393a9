import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CertificateBrand } from './certificate-brand';
import { certificatePdf } from './certificate-pdf';
import { readPdf } from './pdf-text-test-kit';

const brand: CertificateBrand = {
  productName: 'Northbridge Learn',
  universityName: 'Northbridge University',
  primary: '#EA580C',
  secondary: '#FB923C',
  accent: '#7C2D12',
  logo: null,
};
const content = {
  learnerName: 'Sam Student',
  courseTitle: 'UX Research Methods',
  issuedAt: new Date('2026-01-05T09:00:00.000Z'),
  verificationUrl: 'https://northbridge.example.edu/verify/AAAAAAAAAAAAAAAAAAAAAA',
};

describe('certificatePdf', () => {
  it('makes a PDF pdf-lib loads back, drawing the name, course, date and verification link', async () => {
    const { pdf, draws } = await readPdf(await certificatePdf(brand, content));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Certificate of Completion: UX Research Methods');
    expect(draws('Sam Student')).toBe(true);
    expect(draws('UX Research Methods')).toBe(true);
    expect(draws('Northbridge University, 5 January 2026')).toBe(true);
    expect(draws(content.verificationUrl)).toBe(true);
    expect(draws('Northbridge Learn')).toBe(true);
  });

  it('embeds a PNG logo', async () => {
    const png = readFileSync(new URL('../branding/test-images/logo-rgba.png', import.meta.url));
    const logo = { type: 'png' as const, bytes: new Uint8Array(png) };
    const { pdf, draws } = await readPdf(await certificatePdf({ ...brand, logo }, content));
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object.toString().includes('/Subtype /Image'));
    expect(images.length).toBeGreaterThan(0);
    expect(draws('Sam Student')).toBe(true);
  });

  it('prints a name the standard fonts lack without failing: accents dropped, others as "?"', async () => {
    const { draws } = await readPdf(
      await certificatePdf(brand, { ...content, learnerName: 'Zoë Kovács-Őry 李' }),
    );
    expect(draws('Zoë Kovács-Ory ?')).toBe(true);
  });
});
