import {
  createContext,
  Suspense,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ColorMode } from '@lp/tokens';
import { applyTheme } from './apply-theme';
import { builtInBrandThemes } from './brand-themes.generated';
import { brandFromTokens, type BrandId } from './brands';
import type * as EngineModule from './derive-brand-theme';
import type { BrandInput, BrandTheme, ContrastAdjustment } from './derive-brand-theme';

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

// The engine (culori) loads only for colours given inline; built-in brands use the generated table.
let engine: Promise<typeof EngineModule> | undefined;
const loadEngine = () => (engine ??= import('./derive-brand-theme'));

function builtInTheme(id: string): { input: BrandInput; theme: BrandTheme } {
  const known = id in builtInBrandThemes ? (id as BrandId) : 'default';
  return { input: brandFromTokens(known), theme: builtInBrandThemes[known] };
}

/**
 * Applies light or dark and a brand to the document, and shares them with the tree. A brand
 * of tokens/brands applies at once from the generated table; colours given inline (an editor,
 * a university's config) wait for the engine before the tree renders, so nothing paints in
 * the wrong brand.
 */
export function ThemeProvider({ brand = 'default', ...props }: ThemeProviderProps) {
  if (typeof brand === 'string') {
    return <AppliedTheme {...props} {...builtInTheme(brand)} />;
  }
  return (
    <Suspense fallback={null}>
      <DerivedTheme {...props} brand={brand} />
    </Suspense>
  );
}

type AppliedThemeProps = Omit<ThemeProviderProps, 'brand'>;

function DerivedTheme({ brand, ...props }: AppliedThemeProps & { brand: BrandInput }) {
  const { deriveBrandTheme } = use(loadEngine());
  const theme = useMemo(() => deriveBrandTheme(brand), [deriveBrandTheme, brand]);
  return <AppliedTheme {...props} input={brand} theme={theme} />;
}

function AppliedTheme({
  mode: controlledMode,
  defaultMode = 'light',
  onModeChange,
  document: doc = globalThis.document,
  input,
  theme,
  children,
}: AppliedThemeProps & { input: BrandInput; theme: BrandTheme }) {
  const [ownMode, setOwnMode] = useState<ColorMode>(defaultMode);
  const mode = controlledMode ?? ownMode;

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
      brand: input,
      adjustments: theme.adjustments,
    };
  }, [mode, input, theme, onModeChange]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme; throws outside a ThemeProvider so a missing provider is found at once. */
export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
