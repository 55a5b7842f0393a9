import { defineConfig } from 'tsup';

// The publishing build (docs/using-the-design-system.md): ESM and source maps in dist/, one entry
// per component room (`@lp/ui/button` is dist/button/index.js) plus the index. Shared code goes
// to chunks, so an app that imports one room bundles only what that room uses. Declarations come
// from `tsc -p tsconfig.build.json` (the build script runs it next): tsup's bundled .d.ts build
// runs out of memory over fifty entries, and tsc's one-file-per-module output matches the entries.
// Inside the workspace @lp/ui resolves to its TypeScript source (package.json `exports`);
// scripts/pack-packages.mjs swaps in `publishConfig` when it packs.
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts'],
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
});
