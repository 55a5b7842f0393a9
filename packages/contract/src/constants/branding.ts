import { BRAND_FONTS } from './admin';

export { BRANDING_LOGO_PATH, UPLOADED_LOGO_URL, isAcceptableLogoUrl } from './logo-url';

/** The branding editor's limits and messages (issue 17), shared by the form and the server. */

/** An uploaded logo's largest size: a logo is a small image, not a photograph. */
export const BRANDING_LOGO_MAX_BYTES = 512 * 1024;
/** The image types a logo may be, checked by the bytes, never by the name or declared type. */
export const BRANDING_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The longest product name the sidebar and the sign-in page show. */
export const BRANDING_PRODUCT_NAME_MAX = 60;
/** How many saved versions the editor lists (newest first); older ones stay stored. */
export const BRANDING_VERSIONS_SHOWN = 10;
export const BRAND_FONT_NAMES = /* @__PURE__ */ BRAND_FONTS.map((font) => font.name);
export type BrandFontName = (typeof BRAND_FONTS)[number]['name'];

export const brandingMessages = {
  saved: 'Branding saved',
  restored: 'Earlier branding restored',
  logoUploaded: 'Logo uploaded',
  colour: (label: string) => `${label} must be a colour in the form #RRGGBB.`,
  productNameRequired: 'Product name is required.',
  productNameTooLong: `Product name must be at most ${BRANDING_PRODUCT_NAME_MAX} characters.`,
  // Written out, not joined from BRAND_FONTS: a computed message would keep this module in
  // every page's bundle (constants.test.ts checks it names every font).
  unknownFont:
    'Font must be one of DM Sans, Inter, Roboto, Open Sans, Playfair Display, Merriweather.',
  logoUrl: 'The logo address must start with https:// or be a logo uploaded here.',
  customCssRefused:
    'Custom CSS is not accepted: the brand is three colours, a font and a logo, so every page stays readable.',
  logoMissing: 'Choose an image file to upload.',
  logoTooLarge: `The logo is too large: the limit is ${BRANDING_LOGO_MAX_BYTES / 1024} KB.`,
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  logoSvg:
    'SVG logos are not accepted, because an SVG file can carry scripts: upload a PNG, JPEG or WebP image.',
  versionNotFound: 'That version of the branding was not found.',
} as const;
