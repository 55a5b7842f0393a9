import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium';

/**
 * Every story runs as a browser test with axe once per entry: light and dark, in two
 * different brands, so contrast is checked where brand colours meet both surfaces.
 */
export const STORY_TEST_MATRIX = [
  { mode: 'light', brand: 'ocean-blue' },
  { mode: 'dark', brand: 'crimson-red' },
] as const;

const configDir = path.join(import.meta.dirname);

function storyProject(
  name: string,
  theme: { mode: string; brand: string },
  tags: { include?: string[]; exclude?: string[] },
): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir, tags })],
    define: { __LP_STORY_THEME__: JSON.stringify(theme) },
    test: {
      name,
      // The brand playground's contrast sweeps measure 1,000 brands in one story; on a busy
      // two-core machine that outlasts the default 15 s without anything being wrong.
      testTimeout: 60_000,
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
    ...STORY_TEST_MATRIX.map((theme) =>
      storyProject(`stories-${theme.mode}-${theme.brand}`, theme, { exclude: ['axe-canary'] }),
    ),
    // Stories that must FAIL axe on purpose; only scripts/axe-canary.mjs turns this on and checks they do.
    ...(process.env.LP_AXE_CANARY === '1'
      ? [
          storyProject(
            'axe-canary',
            { mode: 'light', brand: 'default' },
            { include: ['axe-canary'] },
          ),
        ]
      : []),
  ];
}
