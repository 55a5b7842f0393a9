import type { VerifiedCertificate } from './certificate-verification';

/** A certificate as the public page shows it. */
export const sampleVerifiedCertificate: VerifiedCertificate = {
  learnerName: 'Sam Student',
  courseTitle: 'Data Science with Python',
  universityName: 'Northbridge University',
  issuedAt: '2026-01-05T09:00:00.000Z',
};
