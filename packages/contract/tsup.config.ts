import { defineConfig } from 'tsup';

// The publishing build, as @lp/ui's (see its tsup.config.ts): ESM and source maps in dist/,
// declarations from `tsc -p tsconfig.build.json` next. Inside the workspace @lp/contract
// resolves to its TypeScript source (package.json `exports`).
export default defineConfig({
  entry: ['src/index.ts', 'src/api/index.ts'],
  format: ['esm'],
  // Errors still print; the list of every chunk written would bury them in `npm run build`.
  silent: true,
  dts: false,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
});
