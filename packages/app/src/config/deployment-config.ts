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

/**
 * The config the app starts with: the one the server wrote into the page (`pageConfig`, from
 * data/page-state.ts; synchronous, so the first render waits for no round trip), otherwise
 * fetched from `/config.json` (static hosting, the Vite dev server).
 *
 * Only the file is checked field by field (load-deployment-config.ts, loaded for it alone): it
 * is someone's hand-edited JSON. The page's config is the server's own answer, built from the
 * university's checked record (server tenancy/deployment-config.ts) and typed by the contract;
 * the browser takes it as it is, with the defaults for what it leaves out, and the sign-in page
 * does not carry the checks (issue 31's 1.23x; decision 0027).
 */
export function readDeploymentConfig(
  pageConfig: unknown,
  fetchImpl: typeof fetch = globalThis.fetch,
): DeploymentConfig | Promise<DeploymentConfig> {
  if (pageConfig === null || pageConfig === undefined)
    return import('./load-deployment-config').then((file) =>
      file.loadDeploymentConfig('/config.json', fetchImpl),
    );
  if (!isRecord(pageConfig)) {
    console.warn("The page's config is not a JSON object; using the default configuration");
    return defaultDeploymentConfig;
  }
  const given = pageConfig as Partial<DeploymentConfig>;
  return {
    ...defaultDeploymentConfig,
    ...given,
    sections: { ...defaultDeploymentConfig.sections, ...given.sections },
  };
}
