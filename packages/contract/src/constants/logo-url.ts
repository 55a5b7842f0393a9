// Apart from the branding editor's messages: every page's config reader checks a logo address
// with this, and should not carry the editor's texts along (the sign-in route budget).

/** Where uploaded logos are served from (public, immutable, nosniff). */
export const BRANDING_LOGO_PATH = '/api/v1/branding/logos/';

/** An uploaded logo's address as this server serves it: the path and a content hash. */
export const UPLOADED_LOGO_URL = /^\/api\/v1\/branding\/logos\/[a-f0-9]{64}\.(png|jpg|webp)$/;

/** '' (no logo), an https:// address, or a logo uploaded here. */
export function isAcceptableLogoUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith(BRANDING_LOGO_PATH)) return UPLOADED_LOGO_URL.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}
