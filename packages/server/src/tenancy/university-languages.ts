import { OFFERABLE_LOCALE_CODES, SOURCE_LOCALE } from '@lp/locales';
import type { UniversityRow } from './university-repository';

/**
 * A university's languages as its config gives them (issue 34): the ones it offers that the
 * platform ships, in its order, and its default among them. A stored language the build no
 * longer ships is left out, and a default not offered becomes the first offered one, so a
 * page is never drawn in a language the university did not choose.
 */
export function universityLanguages(university: Pick<UniversityRow, 'default_locale' | 'locales'>) {
  const stored = Array.isArray(university.locales) ? university.locales : [];
  const offered = stored.filter((code) => OFFERABLE_LOCALE_CODES.includes(code));
  if (offered.length === 0) offered.push(SOURCE_LOCALE);
  const fallback = offered.includes(university.default_locale)
    ? university.default_locale
    : offered[0]!;
  return { default: fallback, offered };
}
