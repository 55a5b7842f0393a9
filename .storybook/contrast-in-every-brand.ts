import axe from 'axe-core';
import { brandOptions } from '@lp/ui';
import type { ColorMode } from '@lp/tokens';

/** The theme a story test renders in, and the ones the contrast pass then puts on it. */
export interface StoryTheme {
  mode: ColorMode;
  brand: string;
}

/** Every built-in brand, light and dark: 9 brands x 2 modes = 18 combinations. */
export const EVERY_THEME: ReadonlyArray<StoryTheme> = brandOptions.flatMap(({ id }) =>
  (['light', 'dark'] as const).map((mode) => ({ mode, brand: id })),
);

/** How many other combinations a story that is not a matrix is checked in. */
export const THEMES_PER_STORY = 2;

/** A small stable hash (FNV-1a), so a story's combinations do not change from run to run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The combinations a story's colours are checked in, besides the one it rendered in. A
 * matrix story (`AllStates`: every variant and state of a component side by side) gets all
 * 17 others; any other story gets THEMES_PER_STORY of them, chosen by its id, so the suite's
 * thousand stories spread over every combination (decision 0019 has the figures).
 */
export function themesToCheck(storyId: string, isMatrix: boolean, storyTheme: StoryTheme) {
  const others = EVERY_THEME.filter(
    (theme) => theme.mode !== storyTheme.mode || theme.brand !== storyTheme.brand,
  );
  if (isMatrix) return others;
  const start = hash(storyId) % others.length;
  return Array.from(
    { length: THEMES_PER_STORY },
    (_, step) => others[(start + step * 7) % others.length],
  );
}

/** The only rules whose result depends on the colours; the story's full axe run covers the rest. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// A brand switch changes CSS variables; a `transition-colors` would then report the colours
// half-way between two brands. The pass checks the end state, so transitions are off during it.
const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}';

export interface ContrastFailure {
  theme: StoryTheme;
  violations: axe.Result[];
}

/** Resolves once the document wears `theme`: React has committed the render for it. */
async function themeApplied(theme: StoryTheme, doc: Document): Promise<void> {
  const root = doc.documentElement;
  const worn = () =>
    root.classList.contains('dark') === (theme.mode === 'dark') &&
    root.getAttribute('data-lp-brand') === theme.brand;
  // ThemeProvider applies the theme in a layout effect, after every child's: once the root
  // wears it, the tree has rendered and laid out for it.
  for (let tries = 0; tries < 200 && !worn(); tries++) await nextTask();
  if (!worn()) throw new Error(`The story did not take the theme ${theme.brand} ${theme.mode}`);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the story in each theme (through `setTheme`, which the preview's ThemeProvider
 * reads, so components that read the theme render for it as in the app), runs axe's colour
 * rules only, and puts the story's own theme back. The DOM the play function left is what is
 * checked: a theme switch keeps every component's state.
 */
export async function contrastInEveryBrand(
  storyTheme: StoryTheme,
  setTheme: (theme: StoryTheme | null) => void,
  themes: ReadonlyArray<StoryTheme> = EVERY_THEME,
  doc: Document = document,
): Promise<ContrastFailure[]> {
  const style = doc.createElement('style');
  style.textContent = NO_TRANSITIONS;
  doc.head.append(style);
  const failures: ContrastFailure[] = [];
  try {
    for (const theme of themes) {
      if (theme.mode === storyTheme.mode && theme.brand === storyTheme.brand) continue;
      setTheme(theme);
      await themeApplied(theme, doc);
      axe.reset();
      const result = await axe.run(
        { include: [doc.body], exclude: [['.sb-wrapper'], ['#storybook-docs']] },
        {
          runOnly: { type: 'rule', values: COLOUR_RULES },
          resultTypes: ['violations'],
          preload: false,
          iframes: false,
        },
      );
      if (result.violations.length > 0) failures.push({ theme, violations: result.violations });
    }
  } finally {
    setTheme(null);
    await themeApplied(storyTheme, doc).catch(() => {});
    style.remove();
  }
  return failures;
}

/** One readable message: which brand and mode, which rule, and the first elements it names. */
export function describeContrastFailures(storyId: string, failures: ContrastFailure[]): string {
  const lines = [
    `Colour contrast fails in ${failures.length} brand/mode combination(s) of story "${storyId}":`,
  ];
  for (const { theme, violations } of failures) {
    for (const violation of violations) {
      const targets = violation.nodes.slice(0, 3).map((node) => {
        const summary = node.failureSummary?.split('\n').at(-1)?.trim() ?? '';
        return `${node.target.join(' ')} ${summary}`;
      });
      lines.push(
        `  brand ${theme.brand}, ${theme.mode}: ${violation.id} on ${violation.nodes.length} element(s)`,
      );
      for (const target of targets) lines.push(`    ${target}`);
    }
  }
  return lines.join('\n');
}
