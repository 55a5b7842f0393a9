import { createContext, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { ColorMode } from '@lp/tokens';
import { applyTheme } from './apply-theme';
import { brandFromTokens } from './brands';
import { deriveBrandTheme, type BrandInput, type ContrastAdjustment } from './derive-brand-theme';

export interface ThemeContextValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
  brand: BrandInput;
  /** The colours the engine moved to keep WCAG AA, for an editor to show. */
  adjustments: ContrastAdjustment[];
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Controlled colour mode. Leave undefined to let the provider hold it. */
  mode?: ColorMode;
  /** Initial mode when uncontrolled. @default 'light' */
  defaultMode?: ColorMode;
  /** Called with the new mode on `setMode`/`toggleMode` (the app stores it). */
  onModeChange?: (mode: ColorMode) => void;
  /** A brand of tokens/brands by id, or any three colours and a font (live from an editor or the server). @default 'default' */
  brand?: string | BrandInput;
  /** Document to theme. @default globalThis.document */
  document?: Document;
  children: ReactNode;
}

/** Applies light or dark and a brand to the document, and shares them with the tree. */
export function ThemeProvider({
  mode: controlledMode,
  defaultMode = 'light',
  onModeChange,
  brand = 'default',
  document: doc = globalThis.document,
  children,
}: ThemeProviderProps) {
  const [ownMode, setOwnMode] = useState<ColorMode>(defaultMode);
  const mode = controlledMode ?? ownMode;
  const brandInput = useMemo(
    () => (typeof brand === 'string' ? brandFromTokens(brand) : brand),
    [brand],
  );
  const theme = useMemo(() => deriveBrandTheme(brandInput), [brandInput]);

  useLayoutEffect(() => {
    if (doc) applyTheme(doc, mode, theme);
  }, [doc, mode, theme]);

  const value = useMemo<ThemeContextValue>(() => {
    const setMode = (next: ColorMode) => {
      setOwnMode(next);
      onModeChange?.(next);
    };
    return {
      mode,
      setMode,
      toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark'),
      brand: brandInput,
      adjustments: theme.adjustments,
    };
  }, [mode, brandInput, theme, onModeChange]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme; throws outside a ThemeProvider so a missing provider is found at once. */
export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
