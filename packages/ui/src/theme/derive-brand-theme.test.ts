import { semanticColors, type ColorMode } from '@lp/tokens';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wcagContrast } from 'culori';
import { brandFromTokens, brandOptions } from './brands';
import { deriveBrandTheme, type BrandInput, type BrandVars } from './derive-brand-theme';

const hexColor = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

const brandInput = fc.record({ primary: hexColor, secondary: hexColor, accent: hexColor });

/** Every pair the theme promises, with the WCAG 2.2 AA minimum it must reach. */
function promisedPairs(vars: BrandVars, mode: ColorMode) {
  const page = semanticColors[mode];
  const surfaces = [page.surface, page['surface-raised'], page['surface-sunken']];
  const v = (name: string) => vars[`--lp-color-${name}`] as string;
  const pairs: Array<[string, string, string, number]> = [];
  for (const role of ['primary', 'secondary', 'accent']) {
    pairs.push([`on-${role} on ${role}`, v(`on-${role}`), v(role), 4.5]);
    pairs.push([`on-${role} on ${role}-hover`, v(`on-${role}`), v(`${role}-hover`), 4.5]);
    for (const surface of surfaces) pairs.push([`${role} against the page`, v(role), surface, 3]);
  }
  for (const background of [...surfaces, v('primary-subtle')]) {
    pairs.push(['brand-coloured text', v('primary-text'), background, 4.5]);
  }
  for (const surface of surfaces) pairs.push(['focus ring', v('ring'), surface, 3]);
  return pairs;
}

function failures(brand: BrandInput) {
  const theme = deriveBrandTheme(brand);
  return (['light', 'dark'] as const).flatMap((mode) =>
    promisedPairs(theme[mode], mode)
      .map(([what, fg, bg, min]) => ({ mode, what, fg, bg, min, ratio: wcagContrast(fg, bg) }))
      .filter((pair) => pair.ratio < pair.min),
  );
}

describe('deriveBrandTheme', () => {
  it('meets WCAG 2.2 AA for every promised pair, for 1,000 random brands in light and dark', () => {
    fc.assert(
      fc.property(brandInput, (brand) => {
        expect(failures(brand)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
    // Deriving 2,000 themes takes a few seconds, longer when the story tests share the cores.
  }, 60_000);

  it('meets WCAG 2.2 AA for every brand in tokens/brands', () => {
    for (const { id } of brandOptions) expect(failures(brandFromTokens(id)), id).toEqual([]);
  });

  it('keeps a colour that already passes, and reports none adjusted', () => {
    const theme = deriveBrandTheme({ primary: '#1d4ed8', secondary: '#1d4ed8', accent: '#1d4ed8' });
    expect(theme.light['--lp-color-primary']).toBe('#1d4ed8');
    expect(theme.light['--lp-color-on-primary']).toBe('#ffffff');
    expect(theme.adjustments.filter((a) => a.mode === 'light')).toEqual([]);
  });

  it('reports a colour it had to move, with the contrast before and after', () => {
    const theme = deriveBrandTheme({ primary: '#111827', secondary: '#111827', accent: '#111827' });
    const moved = theme.adjustments.find((a) => a.mode === 'dark' && a.role === 'primary');
    expect(moved).toMatchObject({ from: '#111827', target: 3 });
    expect(moved!.contrastBefore).toBeLessThan(3);
    expect(moved!.contrastAfter).toBeGreaterThanOrEqual(3);
    expect(moved!.lightnessShift).toBeGreaterThan(0);
  });

  it('matches the static default-brand roles committed in the semantic tokens', () => {
    const theme = deriveBrandTheme(brandFromTokens('default'));
    for (const mode of ['light', 'dark'] as const) {
      for (const [name, value] of Object.entries(theme[mode])) {
        const role = name.replace('--lp-color-', '') as keyof (typeof semanticColors)['light'];
        if (role in semanticColors[mode])
          expect(semanticColors[mode][role], `${mode} ${role}`).toBe(value);
      }
    }
  });

  it('uses the token font stack for a named brand font and passes through any other family', () => {
    expect(
      deriveBrandTheme({ ...brandFromTokens('default'), fontFamily: 'Playfair Display' }).light[
        '--lp-font-brand'
      ],
    ).toBe('var(--lp-font-family-playfair-display)');
    expect(
      deriveBrandTheme({ ...brandFromTokens('default'), fontFamily: 'Comic Neue' }).light[
        '--lp-font-brand'
      ],
    ).toBe('"Comic Neue", system-ui, sans-serif');
  });
});
