import { realpathSync } from 'node:fs';
import { inspect } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createPgliteDialect } from './pglite-dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type DatabaseTarget =
  /** A real PostgreSQL server. */
  | { kind: 'postgres'; connectionString: string }
  /**
   * Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests).
   * `snapshot` starts from a dumped data folder instead of running initdb.
   */
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

export type Db = Kysely<Database>;

/**
 * The folder itself, symlinks resolved (issue 37, item 8): PGlite's file layer cannot open a
 * folder through a symlink, and two paths to one folder must take the one lock.
 */
function realFolder(dataDir: string): string {
  try {
    return realpathSync(dataDir);
  } catch {
    return dataDir; // Not there yet: PGlite makes it.
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = target.dataDir ? realFolder(target.dataDir) : undefined;
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const embedded = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(target.snapshot ? { loadDataDir: target.snapshot } : {}),
    });
    return new Kysely<Database>({ dialect: createPgliteDialect(embedded, release) });
  } catch (error) {
    release();
    if (error instanceof Error) throw error;
    // PGlite's file layer throws plain objects ({ errno }): the operator gets a sentence.
    throw new Error(
      `The embedded database could not open its data folder ${dataDir ?? '(in memory)'}: ${inspect(error)}`,
    );
  }
}

/** Brings the schema up to date; fails loudly so a half-migrated server never starts. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
