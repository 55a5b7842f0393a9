import { readFileSync } from 'node:fs';
import { brands } from '@lp/tokens';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  BRAND_THEMES_CSS_PATH,
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
    rules.set(selector.trim(), declarations);
  }
  return rules;
}

const ids = brands.map(({ id }) => id);

describe('generated brand themes (brand-themes.generated.css)', () => {
  it('is what the generator writes today', () => {
    expect(committed, 'brand-themes.generated.css is stale: run `npm run themes`').toBe(
      renderBrandThemesCss(),
    );
  });

  it('holds a light and a dark rule for every brand of tokens/brands, and nothing else', () => {
    expect([...parseRules(committed).keys()]).toEqual(
      ids.flatMap((id) => [`:root[data-lp-brand='${id}']`, `:root.dark[data-lp-brand='${id}']`]),
    );
  });

  it.each(ids)('%s sets what the engine derives, in light and in dark', (id) => {
    const rules = parseRules(committed);
    const theme = deriveBrandTheme(brandFromTokens(id));
    expect(rules.get(`:root[data-lp-brand='${id}']`)).toEqual(theme.light);
    expect(rules.get(`:root.dark[data-lp-brand='${id}']`)).toEqual(theme.dark);
  });

  it('sets the same variables in dark as in light, so no light value stays on in dark', () => {
    const rules = parseRules(committed);
    for (const id of ids) {
      const light = Object.keys(rules.get(`:root[data-lp-brand='${id}']`) ?? {}).sort();
      const dark = Object.keys(rules.get(`:root.dark[data-lp-brand='${id}']`) ?? {}).sort();
      expect(light.length, id).toBeGreaterThan(0);
      expect(dark, id).toEqual(light);
    }
  });

  it('is written the way prettier formats it (npm run themes runs no formatter)', async () => {
    const options = await resolveConfig(BRAND_THEMES_CSS_PATH);
    const formatted = await format(committed, { ...options, filepath: BRAND_THEMES_CSS_PATH });
    expect(formatted).toBe(committed);
  });
});
