import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { renderOnly } from './render-only';

/**
 * The theme every story test renders in and runs its full axe check in. Its colours are then
 * checked in every other built-in brand, light and dark (contrast-in-every-brand.ts), so one
 * render covers all 18 combinations (decision 0019).
 */
export const STORY_TEST_THEME = { mode: 'light', brand: 'ocean-blue' } as const;

const configDir = path.join(import.meta.dirname);

function storyProject(
  name: string,
  theme: { mode: string; brand: string },
  tags: { include?: string[]; exclude?: string[] },
  storybookDir = configDir,
  language: { locale: string; direction?: 'rtl'; renderOnly?: boolean } = { locale: 'en' },
  retry = 0,
): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({ configDir: storybookDir, tags }),
      ...(language.renderOnly ? [renderOnly()] : []),
    ],
    define: {
      __LP_STORY_THEME__: JSON.stringify(theme),
      __LP_STORY_LOCALE__: JSON.stringify(language.locale),
      __LP_STORY_DIRECTION__: JSON.stringify(language.direction),
    },
    test: {
      name,
      // The brand playground's contrast sweeps measure 1,000 brands in one story; on a busy
      // two-core machine that outlasts the default 15 s without anything being wrong.
      testTimeout: 60_000,
      retry,
      // Story files share one page per worker: the preview, React, Radix and the stylesheet
      // load once per worker instead of once per file (decision 0019). A story cleans up after
      // itself (Storybook unmounts it; portals and body styles go with it).
      isolate: false,
      // Vitest gives a browser project one page on a two-core machine (cores - 1); the story
      // tests wait on the browser as much as on the CPU, so two pages keep both cores busy.
      maxWorkers: 2,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  };
}

export function storyProjects(): TestProjectInlineConfiguration[] {
  return [
    storyProject('stories', STORY_TEST_THEME, { exclude: ['axe-canary'] }),
    // Stories that must FAIL axe on purpose. `npm test` runs this project beside the others and
    // counts it as passed only when axe failed every canary (scripts/test-all.mjs).
    storyProject(
      'axe-canary',
      STORY_TEST_THEME,
      { include: ['axe-canary'] },
      path.join(configDir, 'canary'),
    ),
    // The same stories again right to left, for the parts and pages the direction changes
    // (.storybook/rtl/main.ts lists them), with their play functions (which find elements by
    // their English names) and axe.
    storyProject(
      'stories-rtl',
      STORY_TEST_THEME,
      { exclude: ['axe-canary'] },
      path.join(configDir, 'rtl'),
      { locale: 'en', direction: 'rtl' },
      // Not understood yet: in full clean-clone runs, one or two play functions of this project
      // (a dialog or menu opened by keyboard, a different one each run) found nothing within
      // 10 s, while the same stories pass in English, alone, and with the other story projects.
      // One retry here, until the cause is found; the English project runs without.
      1,
    ),
    // Every story once in Arabic (right to left) and once in the pseudo-locale (issue 34),
    // rendered and checked by axe without its play function (render-only.ts).
    storyProject(
      'stories-ar',
      STORY_TEST_THEME,
      { exclude: ['axe-canary', 'known-rtl-defect'] },
      configDir,
      {
        locale: 'ar',
        renderOnly: true,
      },
    ),
    storyProject('stories-pseudo', STORY_TEST_THEME, { exclude: ['axe-canary'] }, configDir, {
      locale: 'en-XA',
      renderOnly: true,
    }),
  ];
}
