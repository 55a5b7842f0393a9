import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting, modulePreload } from './build/chunking.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

// In development the API server runs beside Vite; in production it serves the built app itself.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The server builds the config for the host's university (the Host header passes through).
      '/config.json': { target: apiTarget, changeOrigin: false },
      '/ws-presence': { target: apiTarget, ws: true },
    },
  },
  build: {
    manifest: true,
    sourcemap: true,
    modulePreload,
    rolldownOptions: { output: { codeSplitting } },
  },
  // The server renders pages with the same routes (src/entry-server.tsx, decision 0021):
  // `vite build` writes the browser's files to dist/ and the server's module to dist-ssr/.
  environments: {
    ssr: {
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
  builder: {},
});
