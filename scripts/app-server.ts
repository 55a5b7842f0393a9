// Starts scripts/e2e-server.mjs (builds the app, serves it with the real API server on a fresh
// seeded database) on a free port, for the scripts that measure the built app
// (`npm run bench:lighthouse`, `npm run budget:routes`). Playwright starts it on its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Stops a child started in its own process group (the group holds its children too). */
export async function stopGroup(child: ChildProcess, name: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), delay(15_000).then(() => false)]);
  if (!stopped) {
    console.error(`${name} did not stop on SIGTERM; killing it`);
    signal('SIGKILL');
    await exited;
  }
}

/** Builds the app and starts its server on a free port; resolves once `/api/v1/health` answers. */
export async function startAppServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Building the app and starting the server on ${baseUrl}...`);
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: repo,
    detached: true, // its own group, so stopping it also stops the build and the server under it
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  const stop = () => stopGroup(child, 'the app server');
  const deadline = Date.now() + 240_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the app server exited with code ${child.exitCode}`);
      try {
        const response = await fetch(`${baseUrl}/api/v1/health`);
        if (response.ok) return { baseUrl, stop };
      } catch {
        // not listening yet
      }
      await delay(500);
    }
    throw new Error(`the app server did not answer ${baseUrl}/api/v1/health within 4 minutes`);
  } catch (error) {
    await stop();
    throw error;
  }
}
