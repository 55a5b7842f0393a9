// The public API of @lp/ui. Every export is listed by name (CONVENTIONS 6).

// Theme engine
export {
  ThemeProvider,
  useTheme,
  deriveBrandTheme,
  fontStack,
  CONTRAST,
  applyTheme,
  brandCss,
  brandFromTokens,
  brandOptions,
  contrast,
} from './theme';
export type {
  ThemeContextValue,
  ThemeProviderProps,
  BrandInput,
  BrandTheme,
  BrandVars,
  ContrastAdjustment,
  BrandId,
} from './theme';
export { cn } from './lib/cn';

// Actions
export { Button, buttonVariants } from './button';
export type { ButtonProps } from './button';

// Feedback
export { Spinner, spinnerVariants } from './spinner';
export type { SpinnerProps } from './spinner';
