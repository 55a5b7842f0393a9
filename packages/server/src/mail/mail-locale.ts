import * as ar from '@lp/locales/ar/email';
import * as en from '@lp/locales/en/email';
import * as enXA from '@lp/locales/en-XA/email';
import * as es from '@lp/locales/es/email';

/** The e-mail messages of one language (every language has the same keys as English). */
export type EmailMessages = (typeof en)['default'];

const byLocale: Record<string, EmailMessages> = {
  en: en.default,
  es: es.default,
  ar: ar.default,
  'en-XA': enXA.default,
};

/**
 * The e-mails' texts in `locale` (a code of @lp/locales), English for a language the platform
 * does not ship or none; a regional tag takes its language's (`es-MX` → `es`).
 */
export function mailTextsFor(locale: string | null | undefined): EmailMessages {
  if (!locale) return en.default;
  return byLocale[locale] ?? byLocale[locale.split('-')[0]!.toLowerCase()] ?? en.default;
}
