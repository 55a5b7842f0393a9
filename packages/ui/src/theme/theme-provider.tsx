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
import type * as EngineModule from './derive-brand-theme';
import type { BrandInput, BrandTheme, ContrastAdjustment } from './derive-brand-theme';

export interface ThemeContextValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
  /** The brand as given to the provider: a brand id of tokens/brands, or inline colours. */
  brand: string | BrandInput;
  /**
   * The colours the engine moved to keep WCAG AA, for an editor to show. Present only for
   * colours given inline (the engine runs for them anyway). A built-in brand applies from the
   * generated stylesheet without the engine; an editor that wants its adjustments derives
   * them: `deriveBrandTheme(brandFromTokens(id)).adjustments`.
   */
  adjustments?: ContrastAdjustment[];
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Controlled colour mode. Leave undefined to let the provider hold it. */
  mode?: ColorMode;
  /** Initial mode when uncontrolled. @default 'light' */
  defaultMode?: ColorMode;
  /** Called with the new mode on `setMode`/`toggleMode` (the app stores it). */
  onModeChange?: (mode: ColorMode) => void;
  /**
   * A brand of tokens/brands by id (applied as `data-lp-brand` on <html>, styled by
   * `@lp/ui/styles.css`; an unknown id keeps the default values of tokens.css), or any three
   * colours and a font (live from an editor or the server; derived by the engine).
   * @default 'default'
   */
  brand?: string | BrandInput;
  /** Document to theme. @default globalThis.document */
  document?: Document;
  children: ReactNode;
}

// The engine (culori) loads only for colours given inline; a built-in brand is a `data-lp-brand`
// attribute styled by brand-themes.generated.css, so this module imports no brand data at all.
let engine: Promise<typeof EngineModule> | undefined;
const loadEngine = () => (engine ??= import('./derive-brand-theme'));

/**
 * Applies light or dark and a brand to the document, and shares them with the tree. A brand
 * of tokens/brands applies at once, as an attribute the generated stylesheet styles; colours
 * given inline (an editor, a university's config) wait for the engine before the tree
 * renders, so nothing paints in the wrong brand.
 */
export function ThemeProvider({ brand = 'default', ...props }: ThemeProviderProps) {
  if (typeof brand === 'string') {
    return <AppliedTheme {...props} brand={brand} applied={brand} />;
  }
  return (
    <Suspense fallback={null}>
      <DerivedTheme {...props} brand={brand} />
    </Suspense>
  );
}

type AppliedThemeProps = Omit<ThemeProviderProps, 'brand'>;

function DerivedTheme({ brand, ...props }: AppliedThemeProps & { brand: BrandInput }) {
  const { deriveBrandTheme, safeBrand } = use(loadEngine());
  const theme = useMemo(() => {
    const checked = safeBrand(brand);
    // Reported, not thrown: the page paints with the default colour for that role.
    for (const problem of checked.problems) console.warn(problem);
    return deriveBrandTheme(checked.brand);
  }, [deriveBrandTheme, safeBrand, brand]);
  return <AppliedTheme {...props} brand={brand} applied={theme} />;
}

function AppliedTheme({
  mode: controlledMode,
  defaultMode = 'light',
  onModeChange,
  document: doc = globalThis.document,
  brand,
  applied,
  children,
}: AppliedThemeProps & {
  /** What the provider was given. */
  brand: string | BrandInput;
  /** What applyTheme gets: the brand id, or the theme the engine derived from inline colours. */
  applied: string | BrandTheme;
}) {
  const [ownMode, setOwnMode] = useState<ColorMode>(defaultMode);
  const mode = controlledMode ?? ownMode;

  useLayoutEffect(() => {
    if (doc) applyTheme(doc, mode, applied);
  }, [doc, mode, applied]);

  const value = useMemo<ThemeContextValue>(() => {
    const setMode = (next: ColorMode) => {
      setOwnMode(next);
      onModeChange?.(next);
    };
    return {
      mode,
      setMode,
      toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark'),
      brand,
      ...(typeof applied === 'string' ? {} : { adjustments: applied.adjustments }),
    };
  }, [mode, brand, applied, onModeChange]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme; throws outside a ThemeProvider so a missing provider is found at once. */
export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
