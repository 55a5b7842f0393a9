import { describe, expect, it } from 'vitest';
import { deriveBrandTheme } from './derive-brand-theme';
import { safeBrand } from './safe-brand';

describe('safeBrand', () => {
  it('keeps a brand whose colours all parse, whatever CSS form they take', () => {
    const brand = { primary: '#0b5fff', secondary: 'rebeccapurple', accent: 'oklch(0.6 0.1 150)' };
    expect(safeBrand(brand)).toEqual({ brand, problems: [] });
  });

  it('replaces only the colour that does not parse, and names it', () => {
    const { brand, problems } = safeBrand({
      primary: '#12345g',
      secondary: '#f2a900',
      accent: 42 as unknown as string,
      fontFamily: 'Inter',
    });
    expect(brand).toEqual({
      primary: '#6B7280',
      secondary: '#f2a900',
      accent: expect.stringMatching(/^#/),
      fontFamily: 'Inter',
    });
    expect(problems).toEqual([
      expect.stringContaining('brand primary colour "#12345g" is not a colour'),
      expect.stringContaining('brand accent colour 42 is not a colour'),
    ]);
    // What the engine then gets derives without throwing.
    expect(deriveBrandTheme(brand).light['--lp-color-secondary']).toBeDefined();
  });
});
