import {
  BRAND_FONT_NAMES,
  BRANDING_PRODUCT_NAME_MAX,
  isAcceptableLogoUrl,
  type UniversityBranding,
} from '@lp/contract';
import type { BrandingSettings } from '@lp/contract/api';
import { defaultUniversityBranding } from '../tenancy/default-university';
import type { UniversityRow } from '../tenancy/university-repository';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const FALLBACK_FONT = 'DM Sans';
const FONT_NAMES: readonly string[] = BRAND_FONT_NAMES;

/**
 * A university's stored branding as the editor's settings. Rows written before the editor
 * (seeds, the university form) may hold what the editor would refuse; each such value falls
 * back alone, as /config.json does for colours, so the answer always passes the contract: a
 * colour that is not #RRGGBB → the default brand's, an unknown font → DM Sans, a logo address
 * that is neither https nor uploaded here → none.
 */
export function settingsOf(university: UniversityRow): BrandingSettings {
  const { branding } = university;
  const colour = (role: 'primary' | 'secondary' | 'accent') => {
    const value = branding[`${role}Color`];
    return typeof value === 'string' && HEX_COLOUR.test(value.trim())
      ? value.trim()
      : defaultUniversityBranding[`${role}Color`];
  };
  const logoUrl = branding.logoUrl?.trim() ?? '';
  return {
    productName: (branding.name?.trim() || university.name).slice(0, BRANDING_PRODUCT_NAME_MAX),
    primaryColor: colour('primary'),
    secondaryColor: colour('secondary'),
    accentColor: colour('accent'),
    fontFamily: FONT_NAMES.includes(branding.fontFamily) ? branding.fontFamily : FALLBACK_FONT,
    logoUrl: isAcceptableLogoUrl(logoUrl) ? logoUrl : '',
  };
}

/**
 * The stored branding with the editor's settings in it. The tagline, favicon and custom CSS
 * are not the editor's: they stay as they are. No logo is no `logoUrl` key, as /config.json
 * reads it.
 */
export function brandingWith(
  current: UniversityBranding,
  settings: BrandingSettings,
): UniversityBranding {
  const { logoUrl: _previousLogo, ...rest } = current;
  return {
    ...rest,
    name: settings.productName,
    primaryColor: settings.primaryColor,
    secondaryColor: settings.secondaryColor,
    accentColor: settings.accentColor,
    fontFamily: settings.fontFamily,
    ...(settings.logoUrl ? { logoUrl: settings.logoUrl } : {}),
  };
}
