import { z } from 'zod';

const sectionsSchema = z.object({
  learning: z.boolean().default(true),
  careerHub: z.boolean().default(true),
  social: z.boolean().default(true),
  admin: z.boolean().default(true),
});

/**
 * What a deployment chooses at runtime, read from `/config.json` so one build serves
 * many universities: where the API is, the product's name, the brand, and which
 * sections are on.
 */
export const deploymentConfigSchema = z.object({
  apiBaseUrl: z.string().min(1).default('/api/v1'),
  productName: z.string().min(1).default('Learning Platform'),
  /** A brand id of tokens/brands, or three colours and a font. */
  defaultBrand: z
    .union([
      z.string().min(1),
      z.object({
        primary: z.string(),
        secondary: z.string(),
        accent: z.string(),
        fontFamily: z.string().optional(),
      }),
    ])
    .default('default'),
  sections: sectionsSchema.default({ learning: true, careerHub: true, social: true, admin: true }),
});

export type DeploymentConfig = z.infer<typeof deploymentConfigSchema>;
export type SectionSwitches = DeploymentConfig['sections'];

export const defaultDeploymentConfig: DeploymentConfig = deploymentConfigSchema.parse({});

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
    const parsed = deploymentConfigSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
    console.warn(`${url} is not a valid configuration; using the defaults`, parsed.error.issues);
  } catch (error) {
    console.warn(`Could not read ${url}; using the default configuration`, error);
  }
  return defaultDeploymentConfig;
}
