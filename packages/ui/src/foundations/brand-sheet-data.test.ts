import { brands } from '@lp/tokens';
import { describe, expect, it } from 'vitest';
import { brandFromTokens } from '../theme/brands';
import { deriveBrandTheme } from '../theme/derive-brand-theme';
import { brandSheetData } from './brand-sheet-data';
import { describeAdjustment } from './describe-adjustment';

describe('brandSheetData', () => {
  it('shows the brand file as written: name, three colours and the font by family name', () => {
    const data = brandSheetData('northfield-university');
    const brand = brands.find((candidate) => candidate.id === 'northfield-university')!;
    expect(data.name).toBe(brand.name);
    expect(data.inputs).toEqual([
      { role: 'primary', value: brand.primary },
      { role: 'secondary', value: brand.secondary },
      { role: 'accent', value: brand.accent },
    ]);
    expect(data.font).toEqual({ id: 'merriweather', family: 'Merriweather' });
  });

  it('lists every colour role the engine derives, with its value, in light and dark', () => {
    const theme = deriveBrandTheme(brandFromTokens('sunset-orange'));
    for (const mode of brandSheetData('sunset-orange').modes) {
      const derived = Object.entries(theme[mode.mode]).filter(([name]) =>
        name.startsWith('--lp-color-'),
      );
      expect(mode.rows.map((row) => [row.cssVar, row.value])).toEqual(derived);
    }
  });

  it('holds every derived role with a minimum to it, for every built-in brand', () => {
    for (const { id } of brands) {
      for (const mode of brandSheetData(id).modes) {
        const short = mode.rows.filter((row) => row.target !== null && row.contrast! < row.target);
        expect(short, `${id} ${mode.mode}`).toEqual([]);
      }
    }
  });

  it("reports the engine's adjustments of each mode in words, and none for a brand it left alone", () => {
    const theme = deriveBrandTheme(brandFromTokens('midnight-black'));
    const dark = brandSheetData('midnight-black').modes.find((mode) => mode.mode === 'dark')!;
    const moved = theme.adjustments.filter((adjustment) => adjustment.mode === 'dark');
    expect(moved.length).toBeGreaterThan(0);
    expect(dark.adjustments).toEqual(moved.map(describeAdjustment));
  });

  it('refuses an id that is not a brand of tokens/brands', () => {
    expect(() => brandSheetData('no-such-brand')).toThrow(
      'No brand "no-such-brand" in tokens/brands',
    );
  });
});

describe('describeAdjustment', () => {
  it('says which colour became which, in which mode, with the contrast before, after and required', () => {
    expect(
      describeAdjustment({
        mode: 'dark',
        role: 'primary',
        from: '#111827',
        to: '#5b6577',
        lightnessShift: 28.4,
        contrastBefore: 1.05,
        contrastAfter: 3.02,
        target: 3,
      }),
    ).toBe(
      'Primary #111827 is shown as #5b6577 on dark backgrounds (contrast 1.05:1 → 3.02:1, at least 3:1), ' +
        'so primary buttons and badges stand out from every page surface. Lightness +28.4 points (lighter).',
    );
  });
});
