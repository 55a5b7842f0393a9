import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

type PoolClient = {
  query: (
    sql: string,
    parameters: readonly unknown[],
  ) => Promise<{ command: string; rowCount: number; rows: unknown[] }>;
  release: () => void;
};

/**
 * Kysely speaks to PGlite through its own Postgres driver, given a pool-shaped
 * adapter. PGlite is one connection, so the adapter hands it out to one holder at
 * a time: a transaction keeps it until it is released, and other queries wait.
 */
export function createPgliteDialect(
  database: PGlite,
  onEnd: () => void = () => {},
): PostgresDialect {
  let queue: Promise<void> = Promise.resolve();

  async function connect(): Promise<PoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const turn = queue;
    queue = queue.then(() => released);
    await turn;
    return {
      async query(sql, parameters) {
        const result = await database.query(sql, [...parameters]);
        return {
          command: (sql.trimStart().split(/\s/, 1)[0] ?? '').toUpperCase(),
          rowCount: result.affectedRows ?? 0,
          rows: result.rows,
        };
      },
      release,
    };
  }

  const pool = {
    connect,
    end: async () => {
      try {
        if (!database.closed) await database.close();
      } finally {
        onEnd();
      }
    },
  };
  return new PostgresDialect({
    pool: pool as unknown as ConstructorParameters<typeof PostgresDialect>[0]['pool'],
  });
}
