import { safeBrand } from './safe-brand';
import { brandCss } from './brand-css';
import { fontTokens, semanticColors, type ColorMode, type FontId } from '@lp/tokens';
import {
  contrast,
  ensureContrast,
  oklch,
  toHex,
  withLightness,
  type Direction,
} from './color-math';

/** What a university chooses: three colours and a font. */
export interface BrandInput {
  primary: string;
  secondary: string;
  accent: string;
  /** A font id of the tokens (`dm-sans`, `merriweather`, ...) or a family name (`Playfair Display`). */
  fontFamily?: string;
}

/** WCAG 2.2 AA: body text 4.5:1; UI parts and large text 3:1. */
export const CONTRAST = { text: 4.5, ui: 3 } as const;

/** One colour the engine had to move to meet contrast, for the branding editor to show. */
export interface ContrastAdjustment {
  mode: ColorMode;
  role: string;
  from: string;
  to: string;
  /** OKLCH lightness change, in percentage points (negative = darker). */
  lightnessShift: number;
  /** Lowest contrast before and after, against what the role must stand out from. */
  contrastBefore: number;
  contrastAfter: number;
  target: number;
}

export type BrandVars = Record<`--lp-${string}`, string>;

export interface BrandTheme {
  light: BrandVars;
  dark: BrandVars;
  adjustments: ContrastAdjustment[];
}

const WHITE = '#ffffff';
const BLACK = '#000000';
const RAMP_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const RAMP_LIGHTNESS = [0.97, 0.93, 0.87, 0.79, 0.7, 0.6, 0.52, 0.44, 0.37, 0.3, 0.22] as const;

function surfacesOf(mode: ColorMode): string[] {
  const roles = semanticColors[mode];
  return [roles.surface, roles['surface-raised'], roles['surface-sunken']];
}

/** The font stack for a brand's font: a token font when it names one, else the given family. */
export function fontStack(fontFamily: string | undefined): string {
  const families = fontTokens.family;
  const wanted = (fontFamily ?? 'dm-sans').trim().toLowerCase();
  const id = (Object.keys(families) as FontId[]).find(
    (key) =>
      key === wanted || (families[key][0] ?? '').toLowerCase().replace(' variable', '') === wanted,
  );
  if (id) return `var(--lp-font-family-${id})`;
  return `${JSON.stringify(fontFamily)}, system-ui, sans-serif`;
}

function lowestContrast(color: string, backgrounds: readonly string[]) {
  return Math.min(...backgrounds.map((bg) => contrast(color, bg)));
}

/** Derives every brand-coloured role for one mode, and notes what it had to move. */
function deriveMode(
  brand: BrandInput,
  mode: ColorMode,
  adjustments: ContrastAdjustment[],
): BrandVars {
  const surfaces = surfacesOf(mode);
  const away: Direction = mode === 'light' ? 'darken' : 'lighten';
  const vars: BrandVars = {};

  const adjust = (
    role: string,
    from: string,
    against: readonly string[],
    target: number,
    direction: Direction,
  ) => {
    const source = toHex(from);
    const result = ensureContrast(source, against, target, direction);
    if (result !== source) {
      adjustments.push({
        mode,
        role,
        from: source,
        to: result,
        lightnessShift: Math.round((oklch(result).l - oklch(source).l) * 1000) / 10,
        contrastBefore: Math.round(lowestContrast(source, against) * 100) / 100,
        contrastAfter: Math.round(lowestContrast(result, against) * 100) / 100,
        target,
      });
    }
    return result;
  };

  /** A filled role (button, badge): stands out from the page (3:1) and carries readable text (4.5:1). */
  const fill = (role: string, color: string) => {
    const filled = adjust(role, color, surfaces, CONTRAST.ui, away);
    const on = contrast(WHITE, filled) >= contrast(BLACK, filled) ? WHITE : BLACK;
    // Pure black or white always reaches 4.5:1 on one side, so `on` needs no search.
    const hoverDirection: Direction = on === WHITE ? 'darken' : 'lighten';
    const hoverStart = withLightness(
      filled,
      oklch(filled).l + (hoverDirection === 'darken' ? -0.06 : 0.06),
    );
    const hover = ensureContrast(hoverStart, [on], CONTRAST.text, hoverDirection);
    vars[`--lp-color-${role}`] = filled;
    vars[`--lp-color-on-${role}`] = on;
    vars[`--lp-color-${role}-hover`] = hover;
  };

  fill('primary', brand.primary);
  fill('secondary', brand.secondary);
  fill('accent', brand.accent);

  const subtle = withLightness(brand.primary, mode === 'light' ? 0.96 : 0.26, 0.04);
  vars['--lp-color-primary-subtle'] = subtle;
  vars['--lp-color-primary-text'] = adjust(
    'primary-text',
    brand.primary,
    [...surfaces, subtle],
    CONTRAST.text,
    away,
  );
  vars['--lp-color-ring'] = adjust('ring', brand.primary, surfaces, CONTRAST.ui, away);

  RAMP_STEPS.forEach((step, index) => {
    vars[`--lp-color-brand-${step}`] = withLightness(brand.primary, RAMP_LIGHTNESS[index] ?? 0.5);
  });
  vars['--lp-font-brand'] = fontStack(brand.fontFamily);
  return vars;
}

/**
 * Derives a full, contrast-safe theme from a brand's three colours and font, for
 * light and dark. Colours that would fail WCAG 2.2 AA are moved in lightness only
 * (hue and chroma kept) and listed in `adjustments`.
 */
export function deriveBrandTheme(brand: BrandInput): BrandTheme {
  const adjustments: ContrastAdjustment[] = [];
  return {
    light: deriveMode(brand, 'light', adjustments),
    dark: deriveMode(brand, 'dark', adjustments),
    adjustments,
  };
}

// The engine's entry (loaded on demand by the theme provider) also checks what it is given.
export { safeBrand } from './safe-brand';

/**
 * The CSS the theme provider writes into the page for colours given inline (`applyTheme`'s
 * `<style id="lp-brand-theme">`), derived the same way: for a page drawn on the server, so its
 * first frame wears the university's colours before the engine has loaded in the browser.
 */
export function inlineBrandCss(brand: BrandInput): string {
  return brandCss(deriveBrandTheme(safeBrand(brand).brand));
}
