const formats = new Map<string, Intl.DateTimeFormat>();

/** English writes the date as the PDF prints it ('5 January 2026'); another language its own way. */
function formatOf(locale: string): Intl.DateTimeFormat {
  const tag = locale === 'en' || locale === 'en-XA' ? 'en-GB' : locale;
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(tag, format);
  }
  return format;
}

/**
 * A certificate's date as it is printed on its PDF: '5 January 2026', in UTC, so the server's
 * render, the browser's and the PDF all say the same day. In another language, its long date.
 * @default locale 'en'
 */
export function formatCertificateDate(iso: string, locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatOf(locale).format(date);
}
