import { BRAND_FONTS } from './admin';
import * as apiBranding from '@lp/locales/en/api-branding';
import { codedMessages } from '../messages/coded-messages';

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

export const brandingMessages = /* @__PURE__ */ codedMessages(apiBranding, (m) => ({
  /** The three colour fields have a message each; any other label is named in the text. */
  colour: (label: string) =>
    label === 'Primary colour'
      ? m.colourPrimary
      : label === 'Secondary colour'
        ? m.colourSecondary
        : label === 'Accent colour'
          ? m.colourAccent
          : m.colour({ label }),
  productNameTooLong: m.productNameTooLong({ max: BRANDING_PRODUCT_NAME_MAX }),
  logoTooLarge: m.logoTooLarge({ max: BRANDING_LOGO_MAX_BYTES / 1024 }),
}));
