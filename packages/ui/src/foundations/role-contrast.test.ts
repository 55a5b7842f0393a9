import { semanticColors } from '@lp/tokens';
import { describe, expect, it } from 'vitest';
import { contrast } from '../theme/color-math';
import { meetsTarget, pageColors, roleContrastRows } from './role-contrast';

const roles = {
  surface: '#ffffff',
  'surface-raised': '#f9fafb',
  'surface-sunken': '#f3f4f6',
  text: '#111827',
  primary: '#eab308',
  'on-primary': '#000000',
  'primary-hover': '#ca8a04',
  'brand-500': '#eab308',
};

describe('roleContrastRows', () => {
  it('measures a fill against every page surface and keeps the lowest, with the UI minimum', () => {
    const [row] = roleContrastRows(roles, ['primary']);
    const lowest = Math.min(
      contrast('#eab308', '#ffffff'),
      contrast('#eab308', '#f9fafb'),
      contrast('#eab308', '#f3f4f6'),
    );
    expect(row).toMatchObject({
      role: 'primary',
      cssVar: '--lp-color-primary',
      against: ['surface', 'surface-raised', 'surface-sunken'],
      target: 3,
    });
    expect(row!.contrast).toBeCloseTo(lowest, 1);
    expect(row!.contrast).toBeLessThanOrEqual(lowest);
    expect(meetsTarget(row!)).toBe(false);
  });

  it('measures text on a fill against the fill and its hover shade, at the text minimum', () => {
    const [row] = roleContrastRows(roles, ['on-primary']);
    expect(row).toMatchObject({ against: ['primary', 'primary-hover'], target: 4.5 });
    expect(meetsTarget(row!)).toBe(true);
  });

  it('rounds a figure down, so a colour just short of its minimum is never shown as passing', () => {
    // #777777 on white is 4.478:1: rounded to the nearest it would read 4.48, shown it is 4.47.
    const [row] = roleContrastRows({ surface: '#ffffff', text: '#777777' }, ['text']);
    expect(row!.contrast).toBe(4.47);
    expect(meetsTarget(row!)).toBe(false);
  });

  it('gives a decorative role no minimum and no figure, and skips roles it is not given', () => {
    const rows = roleContrastRows(roles, ['brand-500', 'ring']);
    expect(rows).toEqual([
      {
        role: 'brand-500',
        cssVar: '--lp-color-brand-500',
        value: '#eab308',
        against: [],
        contrast: null,
        target: null,
        use: 'Decorative ramp (charts), not for text',
      },
    ]);
  });

  it('finds every semantic role of the committed tokens at or above its minimum, light and dark', () => {
    for (const mode of ['light', 'dark'] as const) {
      const rows = roleContrastRows(pageColors(mode));
      expect(rows.map((row) => row.role)).toEqual(Object.keys(semanticColors[mode]));
      expect(
        rows.filter((row) => !meetsTarget(row)),
        mode,
      ).toEqual([]);
    }
  });
});
