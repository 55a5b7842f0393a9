import { isAcceptableLogoUrl, isRecord } from '@lp/contract';

export interface SectionSwitches {
  learning: boolean;
  careerHub: boolean;
  social: boolean;
  admin: boolean;
}

/** A brand given inline: three colours and a font (docs/theming.md). */
export interface BrandColours {
  primary: string;
  secondary: string;
  accent: string;
  fontFamily?: string;
}

/**
 * What a deployment chooses at runtime, read from the page (the server embeds it) or from
 * `/config.json` so one build serves many universities: where the API is, the product's name, the brand, and which
 * sections are on.
 */
export interface DeploymentConfig {
  apiBaseUrl: string;
  productName: string;
  /** A brand id of tokens/brands, or three colours and a font. */
  defaultBrand: string | BrandColours;
  sections: SectionSwitches;
  /** The university's own 'Privacy & Terms' page (the confirm-email footer, spec 1 section 2.6). */
  privacyUrl: string;
  /** The university's own 'Contact Us' page or a mailto: address. */
  contactUrl: string;
  /** The university's logo (https or uploaded here), beside the product name; none: a letter tile. */
  logoUrl?: string;
  /**
   * How the university's people sign in (issue 33): its provider's button label (null: no
   * provider) and whether the password form shows. Absent: passwords only.
   */
  signIn?: { providerLabel: string | null; localPasswords: boolean };
  /**
   * The languages the university offers and its default (issue 34). Absent: English only. The
   * server draws each page in one of them; the user menu lets a person choose.
   */
  languages?: { default: string; offered: string[] };
}

export const defaultDeploymentConfig: DeploymentConfig = {
  apiBaseUrl: '/api/v1',
  productName: 'Learning Platform',
  defaultBrand: 'default',
  sections: { learning: true, careerHub: true, social: true, admin: true },
  privacyUrl: '/privacy',
  contactUrl: '/contact',
};

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

/**
 * The config the app starts with: the one the server wrote into the page (`pageConfig`, from
 * data/page-state.ts; synchronous, so the first render waits for no round trip), otherwise
 * fetched from `/config.json` (static hosting, the Vite dev server). Same checks and fallbacks
 * either way.
 */
export function readDeploymentConfig(
  pageConfig: unknown,
  fetchImpl: typeof fetch = globalThis.fetch,
): DeploymentConfig | Promise<DeploymentConfig> {
  if (pageConfig === null || pageConfig === undefined)
    return loadDeploymentConfig('/config.json', fetchImpl);
  const { config, problems } = parseDeploymentConfig(pageConfig);
  for (const problem of problems) console.warn(`The page's config: ${problem}`);
  return config;
}
