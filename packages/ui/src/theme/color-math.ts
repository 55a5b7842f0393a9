// Colour maths for the theme engine, on culori's tree-shakeable build (only the
// modes we use are registered, which keeps the theme engine small).
import {
  clampChroma,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn';

registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeOklab);
const toOklch = registerMode(modeOklch);

/** Which way a colour may move to gain contrast: away from light surfaces, or away from dark ones. */
export type Direction = 'darken' | 'lighten';

/** Parses any CSS colour to a lower-case #rrggbb, or throws with the text that failed. */
export function toHex(color: string): string {
  const parsed = parse(color);
  if (!parsed) throw new Error(`Not a colour: "${color}"`);
  return formatHex(parsed);
}

/** WCAG 2.x contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

export function oklch(color: string): Oklch {
  const value = toOklch(color);
  if (!value) throw new Error(`Not a colour: "${color}"`);
  return value;
}

/** The colour at OKLCH lightness `l`, keeping hue and as much chroma as sRGB allows. */
export function withLightness(color: string, l: number, maxChroma = Infinity): string {
  const base = oklch(color);
  const c = Math.min(base.c ?? 0, maxChroma);
  return formatHex(clampChroma({ mode: 'oklch', l, c, h: base.h ?? 0 }, 'oklch'));
}

const passes = (color: string, backgrounds: readonly string[], ratio: number) =>
  backgrounds.every((bg) => contrast(color, bg) >= ratio);

/**
 * The colour nearest to `color` (moving only its OKLCH lightness, in `direction`)
 * that reaches `ratio` against every background. Black and white always reach it
 * against the surfaces we use, so the search cannot fail.
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  ratio: number,
  direction: Direction,
): string {
  const start = toHex(color);
  if (passes(start, backgrounds, ratio)) return start;
  let failing = oklch(start).l;
  let passing = direction === 'darken' ? 0 : 1;
  for (let step = 0; step < 24; step++) {
    const mid = (failing + passing) / 2;
    if (passes(withLightness(start, mid), backgrounds, ratio)) passing = mid;
    else failing = mid;
  }
  // Rounding to 8-bit channels can cost a hair of contrast: nudge until the hex itself passes.
  let candidate = withLightness(start, passing);
  const nudge = direction === 'darken' ? -0.002 : 0.002;
  for (let l = passing; !passes(candidate, backgrounds, ratio) && l >= 0 && l <= 1; l += nudge) {
    candidate = withLightness(start, l);
  }
  return candidate;
}
