import type { ColorMode } from '@lp/tokens';
import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '../lib/cn';
import type { BrandVars } from '../theme/derive-brand-theme';
import { pageColors } from './role-contrast';

export interface ThemeScopeProps extends ComponentProps<'div'> {
  /** Light or dark: which page roles (surface, text, status...) the scope sets. */
  mode: ColorMode;
  /** A theme's variables for this mode (`deriveBrandTheme(...)[mode]`); the default brand when absent. */
  brandVars?: BrandVars;
}

/**
 * A part of the page drawn in a mode and brand of its own, whatever the toolbar says: every
 * colour variable is set inline on this element, so its content reads them from here and
 * <html> is left alone. For documentation pages that show several brands or modes at once.
 */
export function ThemeScope({ mode, brandVars, className, style, ...props }: ThemeScopeProps) {
  const colors = Object.fromEntries(
    Object.entries(pageColors(mode, brandVars)).map(([role, value]) => [
      `--lp-color-${role}`,
      value,
    ]),
  );
  const font = brandVars?.['--lp-font-brand'];
  const scoped = {
    ...colors,
    ...(font ? { '--lp-font-brand': font } : {}),
    colorScheme: mode,
    ...style,
  } as CSSProperties;
  return (
    <div
      data-slot="theme-scope"
      data-mode={mode}
      className={cn('bg-surface font-sans text-text', className)}
      style={scoped}
      {...props}
    />
  );
}
