// Makes `npm start` and `npm test` work on a fresh clone: installs the npm dependencies
// when they are missing or older than the lockfile, and (for tests) Debian's Chromium.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureDependencies() {
  const installed = path.join(repo, 'node_modules', '.package-lock.json');
  const lock = path.join(repo, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm dependencies...');
  try {
    execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: repo, stdio: 'pipe' });
  } catch {
    // See .ci/run: a registry missing some other-platform packages makes npm ci refuse the lockfile.
    console.log(
      'npm ci refused the lockfile: installing the same locked versions with npm install',
    );
    execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: repo, stdio: 'inherit' });
  }
}

export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Browser tests need Chromium at ${chromium}: run "sudo apt-get install chromium" or set CHROMIUM_PATH.`,
    );
  }
  console.log("Installing Debian's Chromium for the browser tests...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
