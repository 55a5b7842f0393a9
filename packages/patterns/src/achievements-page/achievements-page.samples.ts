import type { AchievementCertificate, AchievementNext } from './achievements-page';

const certificate = (
  id: string,
  courseTitle: string,
  issuedAt: string,
): AchievementCertificate => ({
  id,
  courseTitle,
  issuedAt,
  verificationUrl: `https://learn.example.edu/verify/${id}`,
  pdfHref: `/api/v1/certificates/${id}/pdf`,
});

/** The demo student's certificates, newest first. */
export const sampleCertificates: AchievementCertificate[] = [
  certificate('Qm9va3MtYW5kLWNvZmZlZQ', 'Data Storytelling', '2026-01-05T09:00:00.000Z'),
  certificate('U2Ftc29uLUxlYXJucy1Q', 'Data Science with Python', '2025-11-20T14:30:00.000Z'),
  certificate('UHJvZHVjdC1EZXNpZ24tMQ', 'Product Design Foundations', '2025-10-02T08:15:00.000Z'),
];

/** The course closest to its certificate. */
export const sampleNextCertificate: AchievementNext = {
  courseTitle: 'AI Fundamentals for Cybersecurity',
  progress: 60,
  href: '/course/course-1',
};
