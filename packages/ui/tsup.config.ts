import { defineConfig } from 'tsup';

// Publishing build: ESM + .d.ts. Inside the workspace, packages resolve to source instead.
export default defineConfig({
  entry: ['src/index.ts', 'src/command-palette/index.ts', 'src/icon/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
