import { isRecord } from '@lp/contract';

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
 * What a deployment chooses at runtime, read from `/config.json` so one build serves
 * many universities: where the API is, the product's name, the brand, and which
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
}

export const defaultDeploymentConfig: DeploymentConfig = {
  apiBaseUrl: '/api/v1',
  productName: 'Learning Platform',
  defaultBrand: 'default',
  sections: { learning: true, careerHub: true, social: true, admin: true },
  privacyUrl: '/privacy',
  contactUrl: '/contact',
};

const invalid = Symbol('invalid');
type Checked<T> = T | typeof invalid;

/** A field that may be missing (take the default) but must have the right form when given. */
function field<T>(value: unknown, fallback: T, check: (value: unknown) => value is T): Checked<T> {
  if (value === undefined) return fallback;
  return check(value) ? value : invalid;
}

const isNonEmptyText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isBrandColours = (value: unknown): value is BrandColours =>
  isRecord(value) &&
  typeof value.primary === 'string' &&
  typeof value.secondary === 'string' &&
  typeof value.accent === 'string' &&
  (value.fontFamily === undefined || typeof value.fontFamily === 'string');

/**
 * Checks a config file by hand rather than with zod: it is read before the first paint, and
 * the sign-in page should not carry the schema library (issue 7's route budget).
 * Null when any given field has the wrong form; missing fields take the defaults.
 */
export function parseDeploymentConfig(value: unknown): DeploymentConfig | null {
  if (!isRecord(value)) return null;
  const defaults = defaultDeploymentConfig;
  const rawSections = value.sections ?? {};
  if (!isRecord(rawSections)) return null;
  const sections = {} as SectionSwitches;
  for (const key of Object.keys(defaults.sections) as Array<keyof SectionSwitches>) {
    const switched = field(rawSections[key], defaults.sections[key], isBoolean);
    if (switched === invalid) return null;
    sections[key] = switched;
  }
  const apiBaseUrl = field(value.apiBaseUrl, defaults.apiBaseUrl, isNonEmptyText);
  const productName = field(value.productName, defaults.productName, isNonEmptyText);
  const defaultBrand = field(
    value.defaultBrand,
    defaults.defaultBrand,
    (brand): brand is DeploymentConfig['defaultBrand'] =>
      isNonEmptyText(brand) || isBrandColours(brand),
  );
  const privacyUrl = field(value.privacyUrl, defaults.privacyUrl, isNonEmptyText);
  const contactUrl = field(value.contactUrl, defaults.contactUrl, isNonEmptyText);
  if (
    apiBaseUrl === invalid ||
    productName === invalid ||
    defaultBrand === invalid ||
    privacyUrl === invalid ||
    contactUrl === invalid
  )
    return null;
  return { apiBaseUrl, productName, defaultBrand, sections, privacyUrl, contactUrl };
}

/**
 * Loads the deployment config. A missing, unreachable or invalid file never stops the
 * app: it starts with the defaults and says why in the console.
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
    const parsed = parseDeploymentConfig(await response.json());
    if (parsed) return parsed;
    console.warn(`${url} is not a valid configuration; using the defaults`);
  } catch (error) {
    console.warn(`Could not read ${url}; using the default configuration`, error);
  }
  return defaultDeploymentConfig;
}
