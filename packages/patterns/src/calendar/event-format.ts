/** Where and how event times are written; left out, the browser's locale and zone. */
export interface EventFormatOptions {
  /** BCP 47 locale. @default the browser's */
  locale?: string;
  /** IANA time zone. @default the browser's */
  timeZone?: string;
}

/** 'Mon, Jul 14, 2:00 PM': the Upcoming Events line. */
export function formatEventStart(iso: string, { locale, timeZone }: EventFormatOptions = {}) {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** 'Monday, July 14, 2025, 2:00 – 3:30 PM': the details' date and time range, one date when both ends share it. */
export function formatEventRange(
  startIso: string,
  endIso: string,
  { locale, timeZone }: EventFormatOptions = {},
) {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  });
  const start = new Date(startIso);
  const end = new Date(endIso);
  // formatRange throws on an end before the start, which stored data should never have.
  return end >= start ? format.formatRange(start, end) : format.format(start);
}
