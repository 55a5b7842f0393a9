// The bare React 19 + react-router app (bench/route-baseline) that route budgets are ratios
// to, built by the app's own Vite config into a temporary folder and served by `vite preview`
// on a free port, as scripts/route-sizes.ts does: Lighthouse's figure for it is the floor
// that any page of the app starts from.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { onCleanUp } from './cleanups.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const root = path.join(repo, 'bench/route-baseline');

/** Builds and serves the baseline; resolves to its origin. Stopped by cleanUp(). */
export async function startBaseline() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-baseline-'));
  onCleanUp(() => rm(outDir, { recursive: true, force: true }));
  await build({
    root,
    configFile: path.join(repo, 'packages/app/vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: false, sourcemap: false },
  });
  const sigtermBefore = new Set(process.listeners('SIGTERM'));
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  // vite preview exits the process on SIGTERM as soon as its own server has closed, before the
  // benchmark's clean-ups have stopped Chromium and the app server; the benchmark handles
  // SIGTERM itself.
  for (const listener of process.listeners('SIGTERM')) {
    if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
  }
  onCleanUp(() => server.close());
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave the baseline no address');
  return new URL(url).origin;
}
