import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../db/database';
import { createPgliteDialect } from '../db/pglite-dialect';
import type { Database } from '../db/schema';

const MIGRATIONS_FILE = new URL('../db/migrations.ts', import.meta.url);

/**
 * A migrated, empty database as a PGlite data-folder dump, cached in the OS
 * temp folder under a hash of the migrations. Starting from it skips initdb
 * and the migrations, which is most of a test server's start-up time.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const key = createHash('sha256').update(readFileSync(MIGRATIONS_FILE)).digest('hex').slice(0, 16);
  const path = join(tmpdir(), `lp-server-pglite-${key}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const embedded = await PGlite.create();
  const db = new Kysely<Database>({ dialect: createPgliteDialect(embedded) });
  await migrateToLatest(db);
  const dump = await embedded.dumpDataDir('none');
  await db.destroy();
  // Written aside then renamed, so parallel test workers never read half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return dump;
}
