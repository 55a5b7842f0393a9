import { useLocale } from './messages';

/**
 * Dates, times, numbers, percentages and relative times in the tree's language (issue 34):
 * `Intl` with the locale of the nearest I18nProvider. Each formatter is made once per locale.
 */
export interface Formatters {
  locale: string;
  date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  time: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** 0.42 → "42%" (or "42 %", "٤٢٪" as the language writes it). */
  percent: (fraction: number, options?: Intl.NumberFormatOptions) => string;
  /** A time before or after now in words: "3 days ago", "in 2 hours". */
  relative: (value: Date | number | string, now?: Date | number) => string;
  list: (items: readonly string[], options?: Intl.ListFormatOptions) => string;
}

const toDate = (value: Date | number | string) => (value instanceof Date ? value : new Date(value));

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Making an Intl formatter costs far more than formatting with one (it reads the language's
// data), and pages format a date or a number per card and per row while they hydrate. Each
// (kind, language, options) is made once and kept: the dashboard now makes 9.
const intlObjects = new Map<string, unknown>();

/**
 * The Intl formatter of a kind for a language and options, made once: `intl(Intl.NumberFormat,
 * 'es', { style: 'percent' })`. The pseudo-locale formats as English (Intl knows no en-XA).
 */
export function intl<T, O extends object>(
  kind: new (locale: string, options: O) => T,
  locale: string,
  options: NoInfer<O>,
): T {
  const tag = locale === 'en-XA' ? 'en' : locale;
  const key = `${kind.name}|${tag}|${JSON.stringify(options)}`;
  let made = intlObjects.get(key) as T | undefined;
  if (!made) intlObjects.set(key, (made = new kind(tag, options)));
  return made;
}

const formattersByLocale = new Map<string, Formatters>();

/** The formatters of a language (made once per language). */
export function formattersFor(locale: string): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) formattersByLocale.set(locale, (formatters = makeFormatters(locale)));
  return formatters;
}

function makeFormatters(locale: string): Formatters {
  const tag = locale === 'en-XA' ? 'en' : locale;
  return {
    locale: tag,
    date: (value, options = { dateStyle: 'medium' }) =>
      intl(Intl.DateTimeFormat, tag, options).format(toDate(value)),
    time: (value, options = { timeStyle: 'short' }) =>
      intl(Intl.DateTimeFormat, tag, options).format(toDate(value)),
    number: (value, options = {}) => intl(Intl.NumberFormat, tag, options).format(value),
    percent: (fraction, options) =>
      intl(Intl.NumberFormat, tag, {
        style: 'percent',
        maximumFractionDigits: 0,
        ...options,
      }).format(fraction),
    relative: (value, now = Date.now()) => {
      const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
      const [unit, size] =
        RELATIVE_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? RELATIVE_UNITS.at(-1)!;
      return intl(Intl.RelativeTimeFormat, tag, { numeric: 'auto' }).format(
        Math.round(seconds / size),
        unit,
      );
    },
    list: (items, options = { type: 'conjunction' }) =>
      intl(Intl.ListFormat, tag, options).format(items),
  };
}

/** The formatters of the tree's language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return formattersFor(locale);
}

/** The first day of the week in a language's region: 0 Sunday … 6 Saturday (for calendars). */
export function weekStartOf(locale: string): number {
  const tag = locale === 'en-XA' ? 'en-US' : locale;
  try {
    const info = new Intl.Locale(tag) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    if (firstDay) return firstDay % 7;
  } catch {
    // An engine without week data: the fallbacks below.
  }
  // Without week data: Sunday for the Americas' and Arabic defaults' regions, Saturday for
  // Arabic (as CLDR gives most Arabic-speaking regions), Monday elsewhere.
  if (tag.startsWith('ar')) return 6;
  if (tag === 'en' || tag.startsWith('en-US') || tag.startsWith('es-MX')) return 0;
  return 1;
}
