export { ThemeProvider, useTheme } from './theme-provider';
export type { ThemeContextValue, ThemeProviderProps } from './theme-provider';
export { deriveBrandTheme, fontStack, CONTRAST } from './derive-brand-theme';
export type { BrandInput, BrandTheme, BrandVars, ContrastAdjustment } from './derive-brand-theme';
export { applyTheme } from './apply-theme';
export { brandCss } from './brand-css';
export { brandFromTokens, brandOptions } from './brands';
export type { BrandId } from './brands';
export { contrast } from './color-math';
