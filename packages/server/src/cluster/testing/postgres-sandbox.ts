import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const TOOLS = ['initdb', 'pg_ctl', 'postgres'];

/** A folder holding initdb, pg_ctl and postgres: on PATH, else Debian's /usr/lib/postgresql/N/bin. */
function findBinaries(): string | null {
  const onPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  return (
    [...onPath, ...debian].find((dir) => TOOLS.every((tool) => existsSync(join(dir, tool)))) ?? null
  );
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * The PostgreSQL binaries, installing Debian's `postgresql` package when they are missing
 * and this runs as root with apt-get (as .ci/run installs Chromium). Otherwise the reason
 * there are none, to print.
 */
export function locatePostgres(): { binDir: string } | { missing: string } {
  const found = findBinaries();
  if (found) return { binDir: found };
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    return {
      missing:
        'PostgreSQL is not installed (no initdb, pg_ctl and postgres on PATH or in /usr/lib/postgresql/*/bin), and it cannot be installed here (needs root and apt-get). Install Debian\'s "postgresql" package to run this test.',
    };
  }
  console.log("Installing Debian's PostgreSQL for the two-process test");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env })
      : update;
  const installed = findBinaries();
  if (installed) return { binDir: installed };
  return {
    missing: `Installing Debian's "postgresql" package failed (apt-get exit ${install.status ?? install.signal}); PostgreSQL is needed for the two-process test.`,
  };
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** initdb refuses root: as root, the cluster belongs to the `postgres` user (made if missing). */
function clusterOwner(): { uid: number; gid: number; name: string } | null {
  if (!isRoot()) return null;
  const name = 'postgres';
  const lookup = () => spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (lookup().status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', name], { stdio: 'inherit' });
    if (made.status !== 0) throw new Error(`Could not create the "${name}" user to run PostgreSQL`);
  }
  const uid = Number(lookup().stdout.trim());
  const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid, name };
}

export type PostgresSandbox = {
  /** postgres://… of the cluster's `postgres` database, trust authentication on loopback. */
  url: string;
  stop: () => void;
};

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free port: fast and unsafe
 * settings (no fsync), trust authentication on loopback only. `stop` removes it all.
 */
export async function startPostgres(binDir: string): Promise<PostgresSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'lp-postgres-'));
  const data = join(dir, 'data');
  const owner = clusterOwner();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (tool: string, args: string[]) => {
    const command = join(binDir, tool);
    const result = owner
      ? spawnSync('runuser', ['-u', owner.name, '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w']);
    } catch {
      // Not running (a failed start): only the folder is left.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'lp', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
    return { url: `postgres://lp@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
