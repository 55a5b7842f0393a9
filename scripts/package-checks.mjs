// Checks the design system's packages as published (issue 36): packs them the way they would be
// published (scripts/pack-packages.mjs), then on each tarball runs
//   - publint: the package.json against the packed files (exports that name missing files,
//     wrong module formats, fields npm ignores...);
//   - @arethetypeswrong/cli, profile esm-only: every JavaScript entry point resolves to types
//     under `moduleResolution: bundler` and `node16` (the stylesheets are not modules and are
//     left out; CommonJS is not offered, so its resolutions are not checked);
//   - our own rules: a README and a licence in the tarball, no `private`, and every component
//     room the build made importable as `<package>/<room>`.
// Prints one line per check and exits non-zero when any failed. Build first: `npm run build`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packPackages, PUBLISHED_PACKAGES } from './pack-packages.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STYLESHEETS = ['styles.css', 'tailwind.css', 'fonts.css', 'tokens.css', 'tailwind-theme.css'];

const failures = [];
const report = (ok, line, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}${detail ? `\n${detail}` : ''}`);
  if (!ok) failures.push(line);
};

/** The file list of a tarball and its package.json. */
function readTarball(tarball) {
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  return { files, manifest };
}

async function runPublint(name, tarball) {
  const data = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
    level: 'suggestion',
  });
  // Errors and warnings fail; suggestions are printed for a human to weigh.
  const serious = messages.filter((message) => message.type !== 'suggestion');
  const lines = messages.map((m) => `     ${m.type}: ${formatMessage(m, pkg)}`).join('\n');
  report(serious.length === 0, `${name}: publint (${messages.length} messages)`, lines);
}

function runAttw(name, tarball, rooms) {
  const args = ['attw', tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color'];
  // The rooms are exported through one `./*` pattern, which attw does not expand: name them.
  const include = rooms.length
    ? ['--include-entrypoints', ...rooms.map((room) => `./${room}`)]
    : [];
  try {
    execFileSync('npx', [...args, ...include, '--exclude-entrypoints', ...STYLESHEETS], {
      cwd: repo,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    report(true, `${name}: @arethetypeswrong/cli --profile esm-only (${rooms.length} rooms)`);
  } catch (error) {
    report(false, `${name}: @arethetypeswrong/cli --profile esm-only`, String(error.stdout));
  }
}

/** Rooms the build made (dist/<room>/index.js), but the internals shared between rooms. */
function builtRooms(dir) {
  const dist = path.join(repo, dir, 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
    .map((entry) => entry.name)
    .filter((room) => existsSync(path.join(dist, room, 'index.js')));
}

/** What `import '<name>/<room>'` loads, by the exports map: its own key or the `./*` pattern. */
function exportTarget(exportsMap, subpath) {
  const direct = exportsMap[subpath];
  if (direct) return direct.import ?? direct;
  const pattern = exportsMap['./*'];
  return pattern?.import.replace('*', subpath.slice(2));
}

function ownRules(name, tarball, rooms) {
  const { files, manifest } = readTarball(tarball);
  const missing = ['package/README.md', 'package/LICENSE'].filter((f) => !files.includes(f));
  report(missing.length === 0, `${name}: README and LICENSE packed`, missing.join(', '));
  report(!manifest.private && !manifest.publishConfig, `${name}: publishable manifest`);
  const unreachable = rooms.filter((room) => {
    const target = exportTarget(manifest.exports ?? {}, `./${room}`);
    return !target || !files.includes(path.posix.join('package', target));
  });
  report(
    unreachable.length === 0,
    `${name}: every room imports as ${name}/<room> (${rooms.length})`,
    unreachable.join(', '),
  );
}

const startedAt = Date.now();
const packed = path.join(os.tmpdir(), `lp-package-checks-${process.pid}`);
const tarballs = packPackages(packed);
for (const { name, dir } of PUBLISHED_PACKAGES) {
  const tarball = tarballs[name];
  const kB = (readFileSync(tarball).length / 1024).toFixed(1);
  console.log(`${name}: ${path.basename(tarball)} (${kB} kB packed)`);
  const rooms = builtRooms(dir);
  ownRules(name, tarball, rooms);
  await runPublint(name, tarball);
  runAttw(name, tarball, rooms);
}
rmSync(packed, { recursive: true, force: true });
console.log(
  `package checks: ${failures.length ? `${failures.length} failed` : 'all passed'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
);
process.exit(failures.length ? 1 : 0);
