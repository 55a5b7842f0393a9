import { brands } from '@lp/tokens';
import { toHex } from './color-math';
import type { BrandInput } from './derive-brand-theme';

const colourRoles = ['primary', 'secondary', 'accent'] as const;

/**
 * A brand whose every colour parses: a colour the engine can't read (a typo in a university's
 * branding, '#12345g', 'bleu') falls back to the default brand's colour for that role, the
 * other roles apply, and each problem is named. One bad value must never blank every page.
 */
export function safeBrand(brand: BrandInput): { brand: BrandInput; problems: string[] } {
  const fallback = brands[0];
  const problems: string[] = [];
  const safe = { ...brand };
  for (const role of colourRoles) {
    const value: unknown = brand[role];
    if (typeof value === 'string' && readsAsColour(value)) continue;
    problems.push(
      `brand ${role} colour ${JSON.stringify(value)} is not a colour; using ${fallback[role]}`,
    );
    safe[role] = fallback[role];
  }
  return { brand: safe, problems };
}

function readsAsColour(value: string): boolean {
  try {
    toHex(value);
    return true;
  } catch {
    return false;
  }
}
