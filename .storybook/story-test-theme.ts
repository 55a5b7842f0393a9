import { useSyncExternalStore } from 'react';
import type { ColorMode } from '@lp/tokens';

declare const __LP_STORY_THEME__: { mode: ColorMode; brand: string } | undefined;

/** The theme x brand a story-test project runs in (set by .storybook/vitest-projects.ts); undefined in Storybook itself. */
export const storyTestTheme =
  typeof __LP_STORY_THEME__ === 'undefined' ? undefined : __LP_STORY_THEME__;

declare const __LP_STORY_LOCALE__: string | undefined;

/**
 * The language a story-test project renders in (the `stories-rtl` project: Arabic, right to
 * left; `stories-pseudo`: the pseudo-locale); undefined in Storybook itself.
 */
export const storyTestLocale =
  typeof __LP_STORY_LOCALE__ === 'undefined' ? undefined : __LP_STORY_LOCALE__;

declare const __LP_STORY_DIRECTION__: 'ltr' | 'rtl' | undefined;

/**
 * The direction a story-test project renders in when it is not its language's: the
 * `stories-rtl` project runs the play functions right to left with their English names.
 */
export const storyTestDirection =
  typeof __LP_STORY_DIRECTION__ === 'undefined' ? undefined : __LP_STORY_DIRECTION__;

/**
 * A theme put on a rendered story from outside it (the contrast pass of the story tests),
 * read by the preview's theme decorator, so the switch goes through ThemeProvider and every
 * component that reads the theme renders for it, as in the app.
 */
let override: { mode: ColorMode; brand: string } | null = null;
const listeners = new Set<() => void>();

export function setThemeOverride(theme: { mode: ColorMode; brand: string } | null): void {
  override = theme;
  for (const listener of listeners) listener();
}

export function useThemeOverride() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
  );
}
