import { isAcceptableLogoUrl, isRecord } from '@lp/contract';
import {
  defaultDeploymentConfig,
  type BrandColours,
  type DeploymentConfig,
  type SectionSwitches,
} from './deployment-config';

// The checks of a config file (`/config.json` on static hosting and the Vite dev server), and
// of the config a server render is given: loaded only where they run, not on every page.

const isNonEmptyText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isLogoUrl = (value: unknown): value is string =>
  isNonEmptyText(value) && isAcceptableLogoUrl(value);
const isBrandColours = (value: unknown): value is BrandColours =>
  isRecord(value) &&
  typeof value.primary === 'string' &&
  typeof value.secondary === 'string' &&
  typeof value.accent === 'string' &&
  (value.fontFamily === undefined || typeof value.fontFamily === 'string');
const isSignIn = (value: unknown): value is NonNullable<DeploymentConfig['signIn']> =>
  isRecord(value) &&
  (value.providerLabel === null || isNonEmptyText(value.providerLabel)) &&
  isBoolean(value.localPasswords);
const isLanguages = (value: unknown): value is NonNullable<DeploymentConfig['languages']> =>
  isRecord(value) &&
  isNonEmptyText(value.default) &&
  Array.isArray(value.offered) &&
  value.offered.length > 0 &&
  value.offered.every(isNonEmptyText);
const isBrand = (value: unknown): value is DeploymentConfig['defaultBrand'] =>
  isNonEmptyText(value) || isBrandColours(value);

/** A parsed config and what was wrong with the file (each named field fell back). */
export interface ParsedDeploymentConfig {
  config: DeploymentConfig;
  problems: string[];
}

/**
 * Checks a config file by hand rather than with zod: it is read before the first paint, and
 * the sign-in page should not carry the schema library (issue 7's route budget). Field by
 * field: a missing field takes the default, and so does one of the wrong form, named in
 * `problems`, while the rest of the file applies (one mistyped value must not cost a
 * university its name and sections). A brand's colours are checked when the theme engine
 * reads them (`safeBrand`), which loads only for inline colours.
 */
export function parseDeploymentConfig(value: unknown): ParsedDeploymentConfig {
  const defaults = defaultDeploymentConfig;
  const problems: string[] = [];
  if (!isRecord(value)) return { config: defaults, problems: ['it is not a JSON object'] };
  function field<T>(name: string, given: unknown, fallback: T, check: (v: unknown) => v is T): T {
    if (given === undefined) return fallback;
    if (check(given)) return given;
    problems.push(`${name} ${JSON.stringify(given)} has the wrong form; using the default`);
    return fallback;
  }
  const rawSections = field('sections', value.sections, {}, isRecord);
  const sections = {} as SectionSwitches;
  for (const key of Object.keys(defaults.sections) as Array<keyof SectionSwitches>)
    sections[key] = field(`sections.${key}`, rawSections[key], defaults.sections[key], isBoolean);
  const config: DeploymentConfig = {
    apiBaseUrl: field('apiBaseUrl', value.apiBaseUrl, defaults.apiBaseUrl, isNonEmptyText),
    productName: field('productName', value.productName, defaults.productName, isNonEmptyText),
    defaultBrand: field('defaultBrand', value.defaultBrand, defaults.defaultBrand, isBrand),
    sections,
    privacyUrl: field('privacyUrl', value.privacyUrl, defaults.privacyUrl, isNonEmptyText),
    contactUrl: field('contactUrl', value.contactUrl, defaults.contactUrl, isNonEmptyText),
  };
  const logoUrl = field('logoUrl', value.logoUrl, undefined, isLogoUrl);
  if (logoUrl) config.logoUrl = logoUrl;
  const signIn = field('signIn', value.signIn, undefined, isSignIn);
  if (signIn)
    config.signIn = { providerLabel: signIn.providerLabel, localPasswords: signIn.localPasswords };
  const languages = field('languages', value.languages, undefined, isLanguages);
  if (languages) config.languages = { default: languages.default, offered: [...languages.offered] };
  return { config, problems };
}

/**
 * Loads the deployment config. A missing, unreachable or unreadable file never stops the
 * app: it starts with the defaults, keeps every field it can, and says why in the console.
 */
export async function loadDeploymentConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<DeploymentConfig> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      if (response.status !== 404)
        console.warn(`${url} answered ${response.status}; using the default configuration`);
      return defaultDeploymentConfig;
    }
    const { config, problems } = parseDeploymentConfig(await response.json());
    for (const problem of problems) console.warn(`${url}: ${problem}`);
    return config;
  } catch (error) {
    console.warn(`Could not read ${url}; using the default configuration`, error);
  }
  return defaultDeploymentConfig;
}
