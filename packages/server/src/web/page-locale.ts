import type { PageSession } from '@lp/contract';
import type { DeploymentConfigResponse } from '@lp/contract/api';
import { LOCALES, matchLocale, SOURCE_LOCALE } from '@lp/locales';

const TESTING_LOCALES = LOCALES.filter((locale) => 'testing' in locale && locale.testing).map(
  (locale) => locale.code as string,
);

/**
 * The languages a page may be drawn in: the university's, and outside production the testing
 * pseudo-locale too (asked for by a browser's `Accept-Language: en-XA`), which the e2e suite
 * uses to find text left in English.
 */
export function pageLocales(config: DeploymentConfigResponse, production: boolean): string[] {
  const offered = config.languages?.offered ?? [SOURCE_LOCALE];
  return production ? offered : [...offered, ...TESTING_LOCALES];
}

/**
 * The language a page is drawn in (issue 34): the signed-in person's choice while their
 * university offers it, else the best match of the browser's `Accept-Language`, else the
 * university's default.
 */
export function pageLocale(
  config: DeploymentConfigResponse,
  session: PageSession | null | undefined,
  acceptLanguage: string | undefined,
  production: boolean,
): string {
  const offered = pageLocales(config, production);
  const fallback = config.languages?.default ?? SOURCE_LOCALE;
  const chosen = session?.user.locale;
  if (chosen && offered.includes(chosen)) return chosen;
  return matchLocale(acceptLanguage, offered, fallback);
}
