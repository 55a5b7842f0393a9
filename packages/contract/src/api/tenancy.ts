import * as z from 'zod/mini';
import { publicSignInSchema } from './sign-in-providers';
import * as apiTenancy from '@lp/locales/en/api-tenancy';
import { codedMessages } from '../messages/coded-messages';

/** The app's sections a university may switch off (the app's `sections` of /config.json). */
export const deploymentSectionsSchema = z.object({
  learning: z.boolean(),
  careerHub: z.boolean(),
  social: z.boolean(),
  admin: z.boolean(),
});

/** A brand given inline: three colours and a font (docs/theming.md). */
export const brandColoursSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  fontFamily: z.optional(z.string()),
});

/**
 * GET /config.json (issue 16): the deployment config of the university the request's host
 * belongs to. Not in the API's envelope: it is the same file a static deployment writes by
 * hand, which the app reads (by hand, without zod) before its first paint.
 */
export const deploymentConfigSchema = z.object({
  apiBaseUrl: z.string(),
  productName: z.string().check(z.minLength(1)),
  /** A brand id of tokens/brands, or the university's own colours. */
  defaultBrand: z.union([z.string().check(z.minLength(1)), brandColoursSchema]),
  sections: deploymentSectionsSchema,
  /** The university's logo (shown from issue 17 on); absent without one. */
  logoUrl: z.optional(z.string()),
  /** The university the host belongs to. */
  university: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  /** How its people sign in (issue 33); absent: with a password only. */
  signIn: z.optional(publicSignInSchema),
  /**
   * The languages the university offers (codes of @lp/locales) and the one a visitor gets
   * when nothing better matches (issue 34); absent: English only.
   */
  languages: z.optional(z.object({ default: z.string(), offered: z.array(z.string()) })),
});
export type DeploymentConfigResponse = z.infer<typeof deploymentConfigSchema>;

/** What the sign-in answers for an account of a suspended university, or a suspended account. */
export const tenancyMessages = /* @__PURE__ */ codedMessages(apiTenancy, (m) => ({
  /** The plain page a suspended university's host serves instead of the app. */
  suspendedNoticeTitle: (name: string) => m.suspendedNoticeTitle({ name }),
}));
