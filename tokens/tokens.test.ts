import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM build script without type declarations
import { renderTokens } from './build.mjs';
import { brands, tokens } from './build/tokens';

describe('design tokens', () => {
  it('committed build output matches the JSON sources (run `npm run tokens` when this fails)', async () => {
    const fresh: Record<string, string> = await renderTokens();
    for (const [name, text] of Object.entries(fresh)) {
      const committed = await readFile(path.join(import.meta.dirname, 'build', name), 'utf8');
      expect(committed, `tokens/build/${name} is stale`).toBe(text);
    }
  });

  it('carries the shell sizes of the spec', () => {
    expect(tokens.size.sidebar).toEqual({ collapsed: 80, expanded: 250 });
    expect(tokens.size.header.height).toBe(84);
    expect(tokens.size.dropdown.width).toBe(224);
    expect(tokens.size.search.width).toBe(384);
    expect(tokens.breakpoint.md).toBe(768);
    expect(tokens.size.panel.right).toEqual({ default: 400, min: 300, max: 600 });
  });

  it('lists the six palettes of spec 2 and a neutral default first', () => {
    expect(brands[0]).toMatchObject({ id: 'default', primary: '#6B7280' });
    const names = brands.map((b) => b.name);
    for (const palette of [
      'Ocean Blue',
      'Forest Green',
      'Royal Purple',
      'Crimson Red',
      'Sunset Orange',
      'Midnight Black',
    ]) {
      expect(names).toContain(palette);
    }
  });
});
