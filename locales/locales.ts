// The languages the platform ships. Adding one is its catalogue (catalogues/<code>.json, every
// key of en.json translated) and one line here; `npm run messages` then compiles it
// (docs/translating.md).

export type TextDirection = 'ltr' | 'rtl';

export interface LocaleInfo {
  /** A BCP 47 tag: what `<html lang>`, `Accept-Language` and `Intl` use. */
  code: string;
  /** The language's name in itself, as the language menu lists it. */
  name: string;
  dir: TextDirection;
  /** Made from English by the compiler, for finding untranslated and clipped text: never offered in production. */
  testing?: boolean;
}

export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'en-XA', name: '[Ƥşḗḗŭŭḓǿǿ]', dir: 'ltr', testing: true },
] as const satisfies readonly LocaleInfo[];

export type LocaleCode = (typeof LOCALES)[number]['code'];

/** The language every message is written in first, and every other is checked against. */
export const SOURCE_LOCALE = 'en' satisfies LocaleCode;

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  return LOCALES.find((locale) => locale.code === code) ?? LOCALES[0];
}

export function directionOf(code: string): TextDirection {
  return LOCALES.find((locale) => locale.code === code)?.dir ?? 'ltr';
}

/**
 * The best of `offered` for an `Accept-Language` header (RFC 9110: tags by quality, `*`
 * anything): an exact tag first, then the same language (`es-MX` takes `es`, `en` takes
 * `en-XA` only when asked for exactly); `fallback` when none matches.
 */
export function matchLocale(
  acceptLanguage: string | undefined,
  offered: readonly string[],
  fallback: string,
): string {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const lower = offered.map((code) => code.toLowerCase());
  for (const { tag } of wanted) {
    if (tag === '*') return offered.includes(fallback) ? fallback : (offered[0] ?? fallback);
    const exact = lower.indexOf(tag);
    if (exact >= 0) return offered[exact]!;
    const language = tag.split('-')[0];
    const sameLanguage = lower.findIndex((code) => code === language);
    if (sameLanguage >= 0) return offered[sameLanguage]!;
  }
  return fallback;
}

/** The languages a university may offer: every shipped one but the testing pseudo-locale. */
export const OFFERABLE_LOCALE_CODES: readonly string[] = LOCALES.filter(
  (locale) => !('testing' in locale && locale.testing),
).map((locale) => locale.code);
