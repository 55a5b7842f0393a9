import type { BrandingSettings } from '@lp/contract/api';
import { brands } from '@lp/tokens';

const fontId = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * The id of the built-in brand (tokens/brands) these settings are exactly, or null. A saved
 * branding that is one of the palettes with its font is published by id, so its pages get it
 * from the generated brand CSS on first paint instead of loading the theme engine for inline
 * colours (docs/theming.md).
 */
export function builtInBrandOf(settings: BrandingSettings): string | null {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const match = brands.find(
    (brand) =>
      same(brand.primary, settings.primaryColor) &&
      same(brand.secondary, settings.secondaryColor) &&
      same(brand.accent, settings.accentColor) &&
      brand.font === fontId(settings.fontFamily),
  );
  return match?.id ?? null;
}
