// Runs a browser benchmark: `node scripts/bench-browser.mjs <name>` builds bench/<name>/main.tsx
// in production mode with Vite, opens it in headless Debian Chromium and prints the figures
// that its exported `run()` returns. Figures only: nothing here passes or fails on time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from './chromium.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name) {
  console.error('usage: node scripts/bench-browser.mjs <bench folder name>');
  process.exit(2);
}
const root = path.join(repo, 'bench', name);
const outDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
const html = path.join(root, 'index.html');

await writeFile(
  html,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench ${name}</title></head><body>
<script type="module">
import { run } from './main.tsx';
window.__BENCH__ = run().then((figures) => ({ figures }), (error) => ({ error: String(error?.stack ?? error) }));
</script></body></html>`,
);

let server;
let browser;
try {
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true },
  });
  server = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls.local[0];
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  const result = await page.evaluate(() => globalThis.__BENCH__, undefined, { timeout: 600_000 });
  if (result.error) throw new Error(result.error);
  const width = Math.max(...result.figures.map((f) => f.label.length));
  console.log(`\nbench ${name} (production build, headless Chromium ${browser.version()})`);
  for (const { label, value, unit } of result.figures) {
    const shown = Number.isInteger(value) ? value : value.toFixed(2);
    console.log(`  ${label.padEnd(width)}  ${shown} ${unit}`);
  }
} finally {
  await browser?.close();
  await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
  await rm(outDir, { recursive: true, force: true });
  await rm(html, { force: true });
}
