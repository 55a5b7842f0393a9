import { copyFileSync, mkdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The publishing build of the tokens: the typed module (build/tokens.ts, written by build.mjs)
// as ESM + .d.ts, and the generated stylesheets copied beside it, so the published package
// names only dist/. Inside the workspace `@lp/tokens` resolves to build/ instead.
export default defineConfig({
  entry: { index: 'build/tokens.ts' },
  format: ['esm'],
  // Errors still print; the list of every chunk written would bury them in `npm run build`.
  silent: true,
  dts: true,
  sourcemap: true,
  target: 'es2022',
  // build-brands.ts writes dist/brands/ before tsup runs; keep it.
  clean: false,
  onSuccess: async () => {
    mkdirSync('dist', { recursive: true });
    for (const file of ['tokens.css', 'tailwind-theme.css'])
      copyFileSync(`build/${file}`, `dist/${file}`);
  },
});
