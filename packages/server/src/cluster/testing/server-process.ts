import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** What the process printed, for a failing test's message. */
  output: () => string;
  /** SIGTERM (a clean stop), then waits for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL: no cleanup at all, as a crash. */
  kill: () => Promise<void>;
};

/**
 * The real server (packages/server/src/main.ts, as `npm start` runs it, or another entry
 * that prints "Listening on URL") in a process of its own, on a free port (PORT=0), against
 * `env.DATABASE_URL`. Resolves once it listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { entry?: string; startupMs?: number } = {},
): Promise<ServerProcess> {
  const { entry = 'packages/server/src/main.ts', startupMs = 120_000 } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${startupMs} ms:\n${output}`));
    }, startupMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/[^\s]+)/.exec(output);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolve({
        baseUrl: listening[1],
        child,
        output: () => output,
        stop: () => ended('SIGTERM'),
        kill: () => ended('SIGKILL'),
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output}`));
    });
  });
}
