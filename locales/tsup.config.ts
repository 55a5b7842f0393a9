import { defineConfig } from 'tsup';

// The publishing build of the languages' list (locales.ts) as ESM + .d.ts. The compiled
// namespaces in build/ are already JavaScript with their types and are published as they are.
export default defineConfig({
  entry: { locales: 'locales.ts' },
  format: ['esm'],
  silent: true,
  dts: true,
  sourcemap: true,
  target: 'es2022',
});
