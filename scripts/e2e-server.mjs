// The server the end-to-end tests run against: the built app served by the real API
// server, on its own port, with a fresh embedded database (seeded with the demo data)
// in a temporary folder that is removed when it stops.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// playwright.config.ts picks a free port and passes it; 3100 only when run by hand.
const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-e2e-db-'));

// `npm test` builds the app once, beside its checks, and says so (LP_APP_BUILT=1): the
// journeys and the route budgets then serve that build instead of building it again.
if (process.env.LP_APP_BUILT !== '1') {
  execSync('npm run --silent build -w @lp/app -- --logLevel warn', { cwd: repo, stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: repo,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Room in libuv's pool for file reads beside the password hashes (docs/api.md).
    UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
