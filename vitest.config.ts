import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storyProjects } from './.storybook/vitest-projects';

/** Components in jsdom, with Testing Library's matchers. */
function domProject(options: { name: string; include: string[]; isolate: boolean }) {
  return {
    plugins: [react()],
    test: {
      ...options,
      environment: 'jsdom',
      exclude: ['**/node_modules/**', '**/*.node.test.{ts,tsx}'],
      setupFiles: ['./scripts/vitest-dom-setup.ts'],
      // A component test waits on its own promises and fake timers, never on the clock; the
      // headroom is for a loaded two-core machine (a sorting test once took 5 s under load; on a
      // host at half its usual speed, form tests that type took 15-29 s in a clean-clone run).
      testTimeout: 60_000,
      // A beforeAll that imports a module (the calendar form's API schema) waited past the
      // default 10 s once when CI's import phase was busiest; a hook waits on no clock either.
      hookTimeout: 60_000,
    },
  };
}

// One Vitest run for the whole repo, split into projects by where the code runs:
// `node` (contract, server, tokens, scripts), `dom` and `dom-app` (components in jsdom)
// and the story projects (every story as a browser test with axe; decision 0019).
export default defineConfig({
  test: {
    // Both cores: Vitest's default on a two-core machine is one worker (cores - 1), which left
    // a core idle while the node and jsdom files ran one at a time (decision 0019).
    maxWorkers: 2,
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
            'locales/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Server tests start real instances with their own in-memory databases (up to 20 s on
          // a host at half its usual speed).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      domProject({
        name: 'dom',
        include: ['packages/{ui,patterns}/src/**/*.test.{ts,tsx}'],
        // ui and patterns take data and callbacks as props and keep no module state (DESIGN.md),
        // so their files share one jsdom per worker: jsdom, React and Testing Library load
        // once per worker instead of once per file (decision 0019).
        isolate: false,
      }),
      domProject({
        name: 'dom-app',
        include: ['packages/app/src/**/*.test.{ts,tsx}'],
        // The app owns the effects: SWR's preload cache and the data modules' caches are module
        // state, so each of its files keeps a jsdom of its own.
        isolate: true,
      }),
      ...storyProjects(),
    ],
  },
});
