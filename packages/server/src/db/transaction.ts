import type { Db } from './database';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one. Kysely refuses a
 * transaction inside a transaction, so a store whose write needs one uses this: it then works
 * alone and as one step of a larger write (the course import writes the course, its transcripts
 * and its image as one).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
