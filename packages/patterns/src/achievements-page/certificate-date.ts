const format = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A certificate's date as it is printed on its PDF: '5 January 2026', in UTC, so the server's
 * render, the browser's and the PDF all say the same day.
 */
export function formatCertificateDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
