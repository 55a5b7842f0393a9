import type { Translations } from '@lp/ui';

// Each language has a loader (locales/build/<code>/index.js) and each of its namespaces is a
// chunk of its own: a page loads its language's loader and the namespaces its components use,
// nothing of the other languages (decision 0025). English is every component's default, so it
// never loads this way.
const languageLoaders = import.meta.glob<{
  default: (id: string) => Promise<Record<string, unknown> | null>;
}>(['../../../../locales/build/*/index.js', '!../../../../locales/build/en/index.js']);

/** A build manifest key: the page preloads a namespace's chunk with its route's code. */
export const messagesModuleOf = (locale: string, id: string) =>
  `../../locales/build/${locale}/${id}.js`;

/** The manifest key of a language's loader. */
export const languageLoaderOf = (locale: string) => `../../locales/build/${locale}/index.js`;

/**
 * A namespace of a language, or null when there is none (a namespace English has and the
 * language not yet, or a language the build does not know): the caller then keeps English.
 */
export async function loadMessages(
  locale: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  const loader = languageLoaders[`../../../../locales/build/${locale}/index.js`];
  return loader ? (await loader()).default(id) : null;
}

/** The translations of a page in `locale`: namespaces load as its components ask for them. */
export function browserTranslations(locale: string): Translations {
  return { locale, ready: new Map(), load: (id) => loadMessages(locale, id) };
}

// English until the page says otherwise (a page without the server's state is English).
let pageLocale = 'en';

/** The page's language: what the server drew it in, for code outside React (the API client). */
export function activeLocale(): string {
  return pageLocale;
}

/**
 * Takes the page's language as the server chose it. `<html lang dir>` are the server's already
 * (web/index-html.ts); a page without the server's state is English, as the built page says.
 */
export function adoptLocale(locale: string) {
  pageLocale = locale;
}
