// Another commit's app beside the working tree's, for `--before <ref>` (and `--after <ref>`): a
// git worktree of the ref in a temporary folder, given the main checkout's installed packages,
// built and served by that commit's own scripts/e2e-server.mjs (so a ref whose scripts differ
// runs as it did then). Removed again by cleanUp(), also on Ctrl-C or a failure.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { delay, freePort, stopGroup } from '../app-server.ts';
import { onCleanUp } from './cleanups.mjs';

const run = promisify(execFile);

/** @param {string} repo @param {string[]} args */
async function git(repo, args) {
  return (await run('git', args, { cwd: repo, maxBuffer: 64 * 1024 * 1024 })).stdout.trim();
}

/**
 * The commit a ref names, or an error that says the ref is unknown.
 * @param {string} repo
 * @param {string} ref
 */
export async function resolveCommit(repo, ref) {
  try {
    return await git(repo, [
      'rev-parse',
      '--verify',
      '--quiet',
      '--end-of-options',
      `${ref}^{commit}`,
    ]);
  } catch {
    throw new Error(`git knows no commit ${ref}`);
  }
}

/**
 * A side's name in the report: the ref, its short hash and subject.
 * @param {string} repo
 * @param {string} ref
 * @param {string} sha
 */
export async function commitLabel(repo, ref, sha) {
  const subject = await git(repo, ['log', '-1', '--format=%s', sha]);
  const short = subject.length > 60 ? `${subject.slice(0, 57)}...` : subject;
  return `${ref === sha ? sha.slice(0, 7) : `${ref} = ${sha.slice(0, 7)}`} "${short}"`;
}

/**
 * The working tree's name in the report: its commit, and whether it has changes on top.
 * @param {string} repo
 */
export async function workingTreeLabel(repo) {
  const head = await git(repo, ['rev-parse', '--short', 'HEAD']);
  const changed = (await git(repo, ['status', '--porcelain'])) !== '';
  return `the working tree at ${head}${changed ? ' with uncommitted changes' : ''}`;
}

/**
 * The npm workspaces of a checkout: package name -> folder (relative to its root). Accepts
 * folder names and one-level `dir/*` patterns, the forms package.json uses.
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function workspacesOf(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((entry) =>
    entry.endsWith('/*')
      ? readdirSync(path.join(root, entry.slice(0, -2))).map((name) =>
          path.posix.join(entry.slice(0, -2), name),
        )
      : [entry],
  );
  /** @type {Record<string, string>} */
  const byName = {};
  for (const folder of folders) {
    const manifest = path.join(root, folder, 'package.json');
    if (existsSync(manifest)) byName[JSON.parse(readFileSync(manifest, 'utf8')).name] = folder;
  }
  return byName;
}

/**
 * What the worktree's root node_modules holds: a real folder of links to the main checkout's
 * installed packages, so nothing is installed or copied. A plain link to the whole folder would
 * be wrong: its workspace links (node_modules/@lp/ui -> ../../packages/ui) resolve inside the
 * main checkout, and the old build would quietly compile today's packages. So a workspace's
 * scope is a real folder whose links point into the worktree. Tools' scratch folders (.vite,
 * .vite-temp, .cache) and npm's own record are left out, so the old build writes its own.
 * @param {string} mainModules absolute path of the main checkout's node_modules
 * @param {string[]} entries the names in it (a scope such as @types is one entry)
 * @param {Record<string, string>} workspaces the worktree's packages: name -> folder
 * @returns {{ folders: string[], links: Array<[string, string]> }} folders to make and
 *   [link, target] pairs, paths relative to the worktree's root
 */
export function dependencyPlan(mainModules, entries, workspaces) {
  const names = Object.keys(workspaces);
  const scopes = new Set(
    names.filter((name) => name.startsWith('@')).map((name) => name.split('/')[0]),
  );
  /** @type {Array<[string, string]>} */
  const links = entries
    .filter((entry) => !entry.startsWith('.') || entry === '.bin')
    .filter((entry) => !scopes.has(entry) && !(entry in workspaces))
    .map((entry) => [`node_modules/${entry}`, path.join(mainModules, entry)]);
  for (const name of names) {
    const link = `node_modules/${name}`;
    links.push([link, path.relative(path.dirname(link), workspaces[name])]);
  }
  return {
    folders: ['node_modules', ...[...scopes].map((scope) => `node_modules/${scope}`)],
    links,
  };
}

/**
 * The third-party packages a package-lock.json installs, one `place@version` a line: what
 * decides whether the main checkout's node_modules can serve another commit. Workspace links
 * are left out, so a commit that only added a dependency between workspaces still shares it.
 * @param {{ packages?: Record<string, { version?: string, link?: boolean }> }} lock
 */
export function installedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([place, entry]) => place.includes('node_modules/') && !entry.link)
    .map(([place, entry]) => `${place}@${entry.version}`)
    .sort()
    .join('\n');
}

/**
 * Gives the worktree the main checkout's installed packages when both lockfiles install the
 * same ones (milliseconds), else installs its own with npm ci (minutes, from npm's cache where
 * it can).
 * @param {string} repo
 * @param {string} dir the worktree
 * @param {string} label
 */
async function provideDependencies(repo, dir, label) {
  const mainModules = path.join(repo, 'node_modules');
  const lock = (root) => JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const shared =
    existsSync(mainModules) && installedPackages(lock(dir)) === installedPackages(lock(repo));
  if (!shared) {
    console.log(`${label} locks other packages than node_modules holds: npm ci in its worktree...`);
    await install(dir);
    return;
  }
  const workspaces = workspacesOf(dir);
  const { folders, links } = dependencyPlan(mainModules, readdirSync(mainModules), workspaces);
  for (const folder of folders) await mkdir(path.join(dir, folder), { recursive: true });
  for (const [link, target] of links) await symlink(target, path.join(dir, link));
  // A workspace's own node_modules holds the versions it needs beside the hoisted ones.
  for (const folder of Object.values(workspaces)) {
    const nested = path.join(repo, folder, 'node_modules');
    if (existsSync(nested)) await symlink(nested, path.join(dir, folder, 'node_modules'));
  }
}

/** npm ci as ensure-env.mjs runs it, with npm install when the registry refuses the lockfile. */
async function install(dir) {
  const quiet = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
  try {
    await run('npm', ['ci', ...quiet], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    await run('npm', ['install', ...quiet], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  }
}

/**
 * Checks the ref out in a temporary worktree, builds its app and starts its server on a free
 * port with that commit's scripts/e2e-server.mjs; resolves once `/api/v1/health` answers.
 * @param {string} repo
 * @param {string} ref
 * @returns {Promise<{ baseUrl: string, label: string }>}
 */
export async function startCommitApp(repo, ref) {
  const sha = await resolveCommit(repo, ref);
  const label = await commitLabel(repo, ref, sha);
  const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-worktree-'));
  // Removed first as files (fs.rm does not follow the links into the main checkout's
  // node_modules), then forgotten by git.
  onCleanUp(async () => {
    await rm(dir, { recursive: true, force: true });
    await git(repo, ['worktree', 'prune']);
  });
  await git(repo, ['worktree', 'add', '--detach', dir, sha]);
  const server = path.join(dir, 'scripts/e2e-server.mjs');
  if (!existsSync(server)) throw new Error(`${label} has no scripts/e2e-server.mjs to serve it`);
  await provideDependencies(repo, dir, label);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Building ${label} in ${dir} and starting its server on ${baseUrl}...`);
  const env = { ...process.env, E2E_PORT: String(port) };
  delete env.LP_APP_BUILT; // that commit's build is not in packages/app/dist: make it
  const child = spawn(process.execPath, [server], {
    cwd: dir,
    detached: true, // its own group: stopping it stops the build and the server under it
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  onCleanUp(() => stopGroup(child, `the server of ${ref}`));
  for (const deadline = Date.now() + 240_000; Date.now() < deadline; await delay(500)) {
    if (child.exitCode !== null) {
      // Code 0 too: e2e-server.mjs exits 0 when its server was stopped by a signal, as when
      // something else on a shared machine stops servers by name.
      throw new Error(
        `the server of ${label} exited (code ${child.exitCode}) before answering ${baseUrl}/api/v1/health`,
      );
    }
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return { baseUrl, label };
    } catch {
      // not listening yet
    }
  }
  throw new Error(`the server of ${label} did not answer within 4 minutes`);
}
