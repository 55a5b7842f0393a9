import type { BrandTheme, BrandVars } from './derive-brand-theme';

const declarations = (vars: BrandVars) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');

/** The CSS text that applies a derived brand theme to the document (light on :root, dark on .dark). */
export function brandCss(theme: BrandTheme): string {
  return `:root{${declarations(theme.light)}}.dark{${declarations(theme.dark)}}`;
}
