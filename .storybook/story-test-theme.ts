import type { ColorMode } from '@lp/tokens';

declare const __LP_STORY_THEME__: { mode: ColorMode; brand: string } | undefined;

/** The theme x brand a story-test project runs in (set by .storybook/vitest-projects.ts); undefined in Storybook itself. */
export const storyTestTheme =
  typeof __LP_STORY_THEME__ === 'undefined' ? undefined : __LP_STORY_THEME__;
