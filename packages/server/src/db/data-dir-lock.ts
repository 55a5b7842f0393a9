import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Data folders this process holds (two servers in one process must not share one either). */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already used by another server (process ${pid}). ` +
        'The embedded database serves one process only: stop the other server, give this one ' +
        'its own DATA_DIR, or use PostgreSQL through DATABASE_URL to run several.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the lock of an embedded database folder: the file `<dataDir>.lock` beside it, made
 * with O_EXCL and holding the owner's pid. A second server on the folder refuses to start
 * (issue 19, item 9: two PGlite processes on one folder lose acknowledged writes). A lock
 * left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (heldHere.has(lockPath)) throw new DataDirInUseError(dataDir, process.pid);
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = Number.NaN;
      try {
        owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      } catch {
        // Removed meanwhile: try again.
      }
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      // Stale (its process is gone, or an earlier run of this very process id): take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
