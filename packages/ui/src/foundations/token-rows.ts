/** One design token as a documentation row. */
export interface TokenRow {
  /** Its path in the group, dot-separated (`panel.left.default`). */
  path: string;
  /** The CSS variable tokens.css defines for it (`--lp-size-panel-left-default`). */
  cssVar: `--lp-${string}`;
  /** The value as tokens.ts holds it. */
  value: string | number;
  /** The value as CSS writes it (`320px`, `150ms`, `30`). */
  css: string;
}

type TokenTree = { readonly [key: string]: TokenTree | string | number | readonly string[] };

/**
 * Flattens a token group of tokens.ts into rows, depth first in the group's own order, with
 * the CSS variable tokens.css names for each leaf (`--lp-<group>-<path joined by ->`) and
 * the value with its unit. A font stack (a list) is written as CSS writes it.
 */
export function tokenRows(group: TokenTree, prefix: string, unit = ''): TokenRow[] {
  const walk = (tree: TokenTree, path: string[]): TokenRow[] =>
    Object.entries(tree).flatMap(([key, value]) => {
      const at = [...path, key];
      if (typeof value === 'object' && !Array.isArray(value)) {
        return walk(value as TokenTree, at);
      }
      const css = Array.isArray(value)
        ? value.map((family) => (/\s/.test(family) ? `'${family}'` : family)).join(', ')
        : typeof value === 'number'
          ? `${value}${unit}`
          : String(value);
      return [
        {
          path: at.join('.'),
          cssVar: `--lp-${prefix}-${at.join('-')}` as const,
          value: Array.isArray(value) ? css : (value as string | number),
          css,
        },
      ];
    });
  return walk(group, []);
}
