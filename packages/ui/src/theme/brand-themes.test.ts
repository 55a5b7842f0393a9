import { readFileSync } from 'node:fs';
import { brands } from '@lp/tokens';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  BRAND_THEMES_CSS_PATH,
  brandSelectors,
  renderBrandThemesCss,
} from '../../../../scripts/generate-brand-themes';
import { brandFromTokens } from './brands';
import { deriveBrandTheme } from './derive-brand-theme';

const committed = readFileSync(BRAND_THEMES_CSS_PATH, 'utf8');

/** Every rule of the stylesheet as selector -> { variable: value }, in file order. */
function parseRules(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector = '', body = ''] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations: Record<string, string> = {};
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon === -1) continue;
      declarations[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
    rules.set(selector.trim().replace(/\s*,\s*/g, ', '), declarations);
  }
  return rules;
}

const ids = brands.map(({ id }) => id);
const lightSelector = (id: string) => `:root[data-lp-brand='${id}']`;
const darkSelector = (id: string) =>
  `:root.dark[data-lp-brand='${id}'], :root[data-lp-brand='${id}'] .dark`;

describe('generated brand themes (brand-themes.generated.css)', () => {
  it('is what the generator writes today', () => {
    expect(committed, 'brand-themes.generated.css is stale: run `npm run themes`').toBe(
      renderBrandThemesCss(),
    );
  });

  it('holds a light and a dark rule for every brand of tokens/brands, and nothing else', () => {
    expect([...parseRules(committed).keys()]).toEqual(
      ids.flatMap((id) => [lightSelector(id), darkSelector(id)]),
    );
  });

  it.each(ids)('%s sets what the engine derives, in light and in dark', (id) => {
    const rules = parseRules(committed);
    const theme = deriveBrandTheme(brandFromTokens(id));
    expect(rules.get(lightSelector(id))).toEqual(theme.light);
    expect(rules.get(darkSelector(id))).toEqual(theme.dark);
  });

  it('sets the same variables in dark as in light, so no light value stays on in dark', () => {
    const rules = parseRules(committed);
    for (const id of ids) {
      const light = Object.keys(rules.get(lightSelector(id)) ?? {}).sort();
      const dark = Object.keys(rules.get(darkSelector(id)) ?? {}).sort();
      expect(light.length, id).toBeGreaterThan(0);
      expect(dark, id).toEqual(light);
    }
  });

  it('applies dark to a dark root and to a .dark subtree of a branded root, above tokens.css', () => {
    // Specificity as (ids, classes and attributes, elements); tokens.css's `.dark` is (0, 1, 0).
    const specificity = (selector: string) => [
      (selector.match(/#/g) ?? []).length,
      (selector.match(/\.|\[|:(?!:)/g) ?? []).length,
      0,
    ];
    for (const id of ids) {
      const { dark } = brandSelectors(id);
      expect(dark).toEqual([
        `:root.dark[data-lp-brand='${id}']`,
        `:root[data-lp-brand='${id}'] .dark`,
      ]);
      for (const selector of dark) expect(specificity(selector)).toEqual([0, 3, 0]);
    }
  });

  it('is written the way prettier formats it (npm run themes runs no formatter)', async () => {
    const options = await resolveConfig(BRAND_THEMES_CSS_PATH);
    const formatted = await format(committed, { ...options, filepath: BRAND_THEMES_CSS_PATH });
    expect(formatted).toBe(committed);
  });
});
