import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The publishing build: the languages' list (locales.ts) as ESM + .d.ts, and the compiled
// namespaces of build/ (already JavaScript with their types) copied beside it, so the
// published package names only dist/. Inside the workspace `@lp/locales` resolves to the
// sources and build/ instead.
export default defineConfig({
  entry: { locales: 'locales.ts' },
  format: ['esm'],
  silent: true,
  dts: true,
  sourcemap: true,
  target: 'es2022',
  onSuccess: async () => cpSync('build', 'dist/messages', { recursive: true }),
});
