import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storyProjects } from './.storybook/vitest-projects';

// One Vitest run for the whole repo, split into projects by where the code runs:
// `node` (contract, server, tokens, scripts), `dom` (components in jsdom) and the
// story projects (every story as a browser test with axe, once per theme x brand).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{contract,server}/src/**/*.test.ts',
            'packages/app/build/**/*.test.ts',
            // The app's server render, in Node as the server runs it.
            'packages/app/src/**/*.node.test.{ts,tsx}',
            'tokens/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Server tests start real instances with their own in-memory databases.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/{ui,patterns,app}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.node.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest-dom-setup.ts'],
          // A component test waits on its own promises and fake timers, never on the clock; the
          // headroom is for a loaded two-core machine (a sorting test once took 5 s under load).
          testTimeout: 30_000,
        },
      },
      ...storyProjects(),
    ],
  },
});
