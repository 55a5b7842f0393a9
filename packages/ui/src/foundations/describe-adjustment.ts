import type { ContrastAdjustment } from '../theme/derive-brand-theme';

/** Why the engine holds each role it may move to a minimum: what must stand out from what. */
const PURPOSE: Record<string, string> = {
  primary: 'so primary buttons and badges stand out from every page surface',
  secondary: 'so secondary fills stand out from every page surface',
  accent: 'so accent fills stand out from every page surface',
  'primary-text': 'so brand-coloured text and links are readable on every surface and on tints',
  ring: 'so the focus ring stands out from every page surface',
};

const ROLE_NAME: Record<string, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  'primary-text': 'Primary as text',
  ring: 'Focus ring',
};

const ratio = (value: number) => `${value.toFixed(2)}:1`;

/**
 * One sentence a designer can read for a colour the engine moved, e.g. (Sunset Orange) "Primary
 * as text #ea580c is shown as #c14500 on light backgrounds (contrast 3.16:1 → 4.52:1, at least
 * 4.5:1), so brand-coloured text and links are readable on every surface and on tints.
 * Lightness -9.0 points (darker)."
 */
export function describeAdjustment(adjustment: ContrastAdjustment): string {
  const { role, from, to, mode, contrastBefore, contrastAfter, target, lightnessShift } =
    adjustment;
  const name = ROLE_NAME[role] ?? role;
  const purpose = PURPOSE[role] ?? `so it reaches ${target}:1`;
  const shift = `${lightnessShift > 0 ? '+' : ''}${lightnessShift.toFixed(1)}`;
  return (
    `${name} ${from} is shown as ${to} on ${mode} backgrounds ` +
    `(contrast ${ratio(contrastBefore)} → ${ratio(contrastAfter)}, at least ${target}:1), ` +
    `${purpose}. Lightness ${shift} points (${lightnessShift > 0 ? 'lighter' : 'darker'}).`
  );
}
