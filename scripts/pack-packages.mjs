// Packs the design system's packages (@lp/tokens, @lp/locales, @lp/contract, @lp/ui, @lp/patterns) as they
// would be published, into tarballs an app outside the workspace can install.
//
// Why a staging folder instead of a plain `npm pack` in each package: inside the workspace the
// packages point `exports` at their TypeScript sources (the app, Storybook, Vitest and the server
// read them directly) and the built files are named by `publishConfig.exports`. npm applies only
// registry settings from `publishConfig`, never `exports` (checked with npm 11), so this script
// writes the published package.json itself:
//   - `publishConfig.exports` becomes `exports`; `publishConfig`, `scripts`, `devDependencies`
//     and `private: true` are dropped (the packages stay private in the workspace, so a stray
//     `npm publish` there refuses, and only this step makes a publishable package);
//   - React and React DOM move from `dependencies` to `peerDependencies`, so an app keeps one
//     React;
//   - the workspace siblings' versions become caret ranges of their current versions.
// It copies the `files` of each package (dist/, README.md, LICENSE, CHANGELOG.md) into the
// staging folder and runs `npm pack` there. Build first: `npm run build`.
//
// `node scripts/pack-packages.mjs [outDir]` prints the tarballs' paths; `packPackages()` returns
// them for scripts/package-checks.mjs and scripts/consumer-check.mjs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The published packages, in dependency order (a package after the ones it depends on). */
export const PUBLISHED_PACKAGES = [
  { name: '@lp/tokens', dir: 'tokens' },
  { name: '@lp/locales', dir: 'locales' },
  { name: '@lp/contract', dir: 'packages/contract' },
  { name: '@lp/ui', dir: 'packages/ui' },
  { name: '@lp/patterns', dir: 'packages/patterns' },
];

const PEERS = ['react', 'react-dom'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The package.json an installed copy of the package carries. */
export function publishedManifest(manifest, versions) {
  const published = { ...manifest, ...manifest.publishConfig };
  for (const field of ['publishConfig', 'scripts', 'devDependencies', 'private']) {
    delete published[field];
  }
  const dependencies = { ...published.dependencies };
  const peerDependencies = { ...published.peerDependencies };
  for (const peer of PEERS) {
    if (!dependencies[peer]) continue;
    // Any React 19: the app chooses the exact one.
    peerDependencies[peer] = `^${dependencies[peer].replace(/^[^\d]*(\d+).*/, '$1')}.0.0`;
    delete dependencies[peer];
  }
  for (const name of Object.keys(dependencies)) {
    if (versions[name]) dependencies[name] = `^${versions[name]}`;
  }
  published.dependencies = dependencies;
  if (Object.keys(peerDependencies).length) published.peerDependencies = peerDependencies;
  return published;
}

/** Stages and packs every published package; returns `{ [name]: tarballPath }`. */
export function packPackages(outDir = path.join(os.tmpdir(), 'lp-packed')) {
  const staging = path.join(outDir, 'staging');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const versions = Object.fromEntries(
    PUBLISHED_PACKAGES.map(({ name, dir }) => [
      name,
      readJson(path.join(repo, dir, 'package.json')).version,
    ]),
  );
  const tarballs = {};
  for (const { name, dir } of PUBLISHED_PACKAGES) {
    const source = path.join(repo, dir);
    const manifest = readJson(path.join(source, 'package.json'));
    if (!existsSync(path.join(source, 'dist'))) {
      throw new Error(`${name} has no dist/: run \`npm run build\` first`);
    }
    const target = path.join(staging, name.replace('/', '+'));
    mkdirSync(target, { recursive: true });
    for (const entry of manifest.files) {
      if (existsSync(path.join(source, entry))) {
        cpSync(path.join(source, entry), path.join(target, entry), { recursive: true });
      }
    }
    writeFileSync(
      path.join(target, 'package.json'),
      JSON.stringify(publishedManifest(manifest, versions), null, 2) + '\n',
    );
    const file = execFileSync('npm', ['pack', '--silent', '--pack-destination', outDir], {
      cwd: target,
      encoding: 'utf8',
    }).trim();
    tarballs[name] = path.join(outDir, file.split('\n').at(-1));
  }
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs = packPackages(process.argv[2] && path.resolve(process.argv[2]));
  for (const [name, file] of Object.entries(tarballs)) console.log(`${name}\t${file}`);
}
