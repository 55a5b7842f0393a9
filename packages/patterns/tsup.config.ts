import { writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The publishing build, as @lp/ui's (see its tsup.config.ts): one entry per pattern room
// (`@lp/patterns/login-form`), the index and player-panels; declarations from tsc next.
export default defineConfig({
  entry: ['src/index.ts', 'src/player-panels.ts', 'src/*/index.ts'],
  format: ['esm'],
  // Errors still print; the list of every chunk written would bury them in `npm run build`.
  silent: true,
  dts: false,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // For apps with their own Tailwind v4 build: `@import "@lp/patterns/tailwind.css"` lets
  // Tailwind find the classes the patterns use (the theme itself is @lp/ui/tailwind.css).
  onSuccess: async () => {
    writeFileSync(
      'dist/tailwind.css',
      "/* @lp/patterns' classes for a Tailwind v4 build; import after @lp/ui/tailwind.css. */\n@source './';\n",
    );
  },
});
