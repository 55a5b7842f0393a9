import * as z from 'zod/mini';
import {
  BRAND_FONT_NAMES,
  BRANDING_PRODUCT_NAME_MAX,
  UPLOADED_LOGO_URL,
  brandingMessages,
  isAcceptableLogoUrl,
} from '../constants/branding';
import { isoDateTimeSchema } from '../entities/id';

/**
 * The branding editor (issue 17, spec 2 §2.13): a university's brand, saved on the server as a
 * version with who and when, and served to every page of that university on its next load.
 */

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const colour = (label: string) =>
  z
    .string({ error: brandingMessages.colour(label) })
    .check(z.trim(), z.regex(HEX_COLOUR, { error: brandingMessages.colour(label) }));

/** What the editor edits and the server stores and publishes. */
export const brandingSettingsSchema = z.object({
  productName: z
    .string({ error: brandingMessages.productNameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: brandingMessages.productNameRequired }),
      z.maxLength(BRANDING_PRODUCT_NAME_MAX, { error: brandingMessages.productNameTooLong }),
    ),
  primaryColor: colour('Primary colour'),
  secondaryColor: colour('Secondary colour'),
  accentColor: colour('Accent colour'),
  fontFamily: z.enum(BRAND_FONT_NAMES as [string, ...string[]], {
    error: brandingMessages.unknownFont,
  }),
  logoUrl: z
    ._default(z.string().check(z.trim()), '')
    .check(z.refine(isAcceptableLogoUrl, { error: brandingMessages.logoUrl })),
});
export type BrandingSettings = z.infer<typeof brandingSettingsSchema>;

/** PUT /universities/{id}/branding. customCss is refused when not empty (decision 0015). */
export const updateBrandingRequestSchema = z.extend(brandingSettingsSchema, {
  customCss: z.optional(z.string()).check(
    z.refine((css) => css === undefined || css.trim() === '', {
      error: brandingMessages.customCssRefused,
    }),
  ),
});
export type UpdateBrandingRequest = z.input<typeof updateBrandingRequestSchema>;

/** One saved version: what was saved, when, and by whom (null: before the editor existed). */
export const brandingVersionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  savedAt: isoDateTimeSchema,
  savedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Set when this version was made by restoring another. */
  restoredFrom: z.nullable(z.string()),
  settings: brandingSettingsSchema,
});
export type BrandingVersion = z.infer<typeof brandingVersionSchema>;

/** GET /universities/{id}/branding (and the answer of PUT and restore). */
export const brandingResponseSchema = z.object({
  universityId: z.string().check(z.minLength(1)),
  universityName: z.string(),
  /** The stored branding, as pages of the university get it. */
  settings: brandingSettingsSchema,
  /** Newest first, at most BRANDING_VERSIONS_SHOWN; the first is the stored one once saved. */
  versions: z.array(brandingVersionSchema),
});
export type BrandingResponse = z.infer<typeof brandingResponseSchema>;

/** POST /universities/{id}/branding/logo: the uploaded logo's address, for the logo field. */
export const logoUploadResponseSchema = z.object({
  logoUrl: z.string().check(z.regex(UPLOADED_LOGO_URL)),
  bytes: z.number().check(z.int(), z.positive()),
  type: z.string(),
});
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;
