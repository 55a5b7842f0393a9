// `npm start`: installs dependencies on a fresh clone, builds the app, and starts the API
// server, which serves the app, seeds its embedded database with demo data on first start,
// and prints the demo accounts. Open http://localhost:3000 (PORT changes it).
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-env.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies();

console.log('Building the app...');
execSync('npm run --silent build -w @lp/app -- --logLevel warn', { cwd: repo, stdio: 'inherit' });

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: repo,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    // Requests are logged at debug only: the demo-accounts banner, printed last, stays readable.
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'debug',
    // Room in libuv's pool for file reads beside the password hashes (docs/api.md).
    UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
  },
});
console.log(`Starting the server on http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
