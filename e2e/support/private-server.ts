import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

// A server of a journey's own, for what the shared e2e server must not go through (being
// stopped and started again) or must not be crowded with (a list of accounts to page through).
// It runs the same server as scripts/e2e-server.mjs, on a free port, with its own database
// folder and its own copy of the built app.

const repo = path.resolve(import.meta.dirname, '..', '..');
/** The built app it serves: E2E_APP_DIST, or the one scripts/e2e-server.mjs builds. */
const builtApp = process.env.E2E_APP_DIST ?? path.join(repo, 'packages', 'app', 'dist');

/** A server process that can be stopped and started again on the same port and data. */
export interface PrivateServer {
  /** `http://127.0.0.1:PORT`. */
  baseURL: string;
  /** Starts the process (again) and resolves once it answers its health check. */
  start(): Promise<void>;
  /** Stops the process the way a deployment does (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Stops it if running and removes its database and app copy. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * Copies the built app. The shared e2e server builds it before it answers (playwright.config.ts
 * waits for that before any test), so it is there; a rebuild started meanwhile by someone else
 * empties the folder for a while, hence the wait for its index.html.
 */
async function copyBuiltApp(to: string): Promise<void> {
  await expect
    .poll(() => existsSync(path.join(builtApp, 'index.html')), {
      message: `the built app in ${builtApp} (scripts/e2e-server.mjs builds it)`,
      timeout: 120_000,
    })
    .toBe(true);
  await cp(builtApp, to, { recursive: true });
}

/**
 * Copies the server's render module beside the app copy, where the server looks for it
 * (RENDER_MODULE in packages/server/src/web/page-render.ts): without it the pages are drawn by
 * the browser alone, and a journey with JavaScript off finds them empty.
 */
async function copyRenderModule(appCopy: string): Promise<void> {
  const renderModule = path.join(builtApp, '..', 'dist-ssr');
  await cp(renderModule, path.join(appCopy, '..', 'dist-ssr'), { recursive: true });
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The private server exited while starting:\n${output()}`);
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The private server did not answer within 120 s:\n${output()}`);
}

export interface PrivateServerOptions {
  /**
   * Draws pages on the server too, as the shared server does (for journeys with JavaScript
   * off). Its folder is then inside the repository, so the render module finds the packages
   * it imports in the repository's node_modules. @default false
   */
  serverRendered?: boolean;
}

/** Prepares a private server (its port, data folder and app copy); `start()` runs it. */
export async function createPrivateServer({
  serverRendered = false,
}: PrivateServerOptions = {}): Promise<PrivateServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const parent = serverRendered ? path.join(repo, 'node_modules', '.cache') : tmpdir();
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(path.join(parent, 'lp-e2e-private-'));
  const appDir = path.join(folder, 'app');
  await copyBuiltApp(appDir);
  if (serverRendered) await copyRenderModule(appDir);
  let child: ChildProcess | null = null;
  let log = '';

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    // A shutdown that hangs is a failure of its own, but must not leave a process behind.
    const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  return {
    baseURL,
    async start() {
      if (child) throw new Error('The private server is already running');
      log = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
        cwd: repo,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: baseURL,
          DATA_DIR: path.join(folder, 'db'),
          APP_DIST_DIR: appDir,
          LOG_LEVEL: 'warn',
          UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
        },
      });
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-4_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      await waitUntilHealthy(baseURL, child, () => log);
    },
    stop,
    async dispose() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
