import { isLocaleCode, SOURCE_LOCALE } from '@lp/locales';
import type { Translations } from '@lp/ui';

// The server's render has every namespace of every language at hand (one bundle, read once):
// a render never waits for a message, and it notes the namespaces it used for the browser.
const modules = import.meta.glob<{ id: string; default: Record<string, unknown> }>(
  [
    '../../../../locales/build/*/*.js',
    '!../../../../locales/build/en/*.js',
    '!../../../../locales/build/*/index.js',
  ],
  { eager: true },
);

const byLocale = new Map<string, Map<string, unknown>>();
for (const [file, module] of Object.entries(modules)) {
  const locale = file.split('/').at(-2)!;
  if (!byLocale.has(locale)) byLocale.set(locale, new Map());
  byLocale.get(locale)!.set(module.id, module.default);
}

/** One render's translations in `locale` (English for a code the build does not know). */
export function serverTranslations(locale: string): Translations {
  const code = isLocaleCode(locale) ? locale : SOURCE_LOCALE;
  return { locale: code, ready: byLocale.get(code) ?? new Map(), used: new Set() };
}
