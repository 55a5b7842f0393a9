import { brands, fontTokens, type ColorMode, type FontId } from '@lp/tokens';
import { brandFromTokens } from '../theme/brands';
import { deriveBrandTheme, type BrandVars } from '../theme/derive-brand-theme';
import { describeAdjustment } from './describe-adjustment';
import { colorRolesOf, pageColors, roleContrastRows, type RoleContrastRow } from './role-contrast';

export interface BrandSheetMode {
  mode: ColorMode;
  /** The theme's variables for this mode, to draw the mode's half of the sheet in the brand. */
  vars: BrandVars;
  /** Every colour role the engine derives for this mode, with its contrast. */
  rows: RoleContrastRow[];
  /** What the engine moved in this mode, in words and figures. */
  adjustments: string[];
}

export interface BrandSheetData {
  id: string;
  name: string;
  /** What the brand file gives: three colours (as written) and a font. */
  inputs: { role: 'primary' | 'secondary' | 'accent'; value: string }[];
  font: { id: string; family: string };
  modes: BrandSheetMode[];
}

/** The family name of a token font id ('merriweather' -> 'Merriweather'), or the id itself. */
function familyName(id: string): string {
  const stack = (fontTokens.family as Record<string, readonly string[]>)[id as FontId];
  return stack?.[0]?.replace(/ Variable$/, '') ?? id;
}

/** Everything a brand's documentation page shows, from tokens/brands and the theme engine. */
export function brandSheetData(id: string): BrandSheetData {
  const brand = brands.find((candidate) => candidate.id === id);
  if (!brand) throw new Error(`No brand "${id}" in tokens/brands`);
  const theme = deriveBrandTheme(brandFromTokens(id));
  const modes = (['light', 'dark'] as const).map((mode) => {
    const vars = theme[mode];
    return {
      mode,
      vars,
      rows: roleContrastRows(pageColors(mode, vars), Object.keys(colorRolesOf(vars))),
      adjustments: theme.adjustments
        .filter((adjustment) => adjustment.mode === mode)
        .map(describeAdjustment),
    };
  });
  return {
    id: brand.id,
    name: brand.name,
    inputs: (['primary', 'secondary', 'accent'] as const).map((role) => ({
      role,
      value: brand[role],
    })),
    font: { id: brand.font, family: familyName(brand.font) },
    modes,
  };
}
