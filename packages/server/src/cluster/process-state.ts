import type { FastifyInstance } from 'fastify';
import {
  createAttemptLimiter,
  type AttemptLimit,
  type AttemptLimiter,
} from '../auth/attempt-limiter';
import type { AppContext } from '../context';
import type { DatabaseTarget, Db } from '../db/database';
import { PresenceHub } from '../presence/presence-hub';
import { clusterSettings, type ClusterSettings } from './cluster-settings';
import { SharedAttemptCounters } from './shared-limiters';
import { SharedPresence } from './shared-presence';

type Limiters = AppContext['limiters'];

/**
 * What a process would otherwise keep to itself: who is online and the rate limiters.
 * On the embedded database (one process by construction) both stay in memory, as they
 * always were; on a PostgreSQL server they are shared with every process using it.
 */
export async function createProcessState(
  app: FastifyInstance,
  options: {
    db: Db;
    database: DatabaseTarget;
    limits: Record<keyof Limiters, AttemptLimit>;
    now: () => Date;
    cluster?: Partial<ClusterSettings> | undefined;
  },
): Promise<{ presence: PresenceHub; limiters: Limiters }> {
  const { db, database, limits, now } = options;
  const presence = new PresenceHub(app.log, now);
  if (database.kind !== 'postgres') {
    const limiters = Object.fromEntries(
      Object.entries(limits).map(([name, limit]): [string, AttemptLimiter] => [
        name,
        createAttemptLimiter(limit, now),
      ]),
    ) as Limiters;
    return { presence, limiters };
  }
  const counters = new SharedAttemptCounters(db, now);
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, counters.limiter(name, limit)]),
  ) as Limiters;
  const shared = new SharedPresence(db, presence, clusterSettings(options.cluster), app.log);
  await shared.start(database.connectionString);
  // Before onClose (which closes the database): this process's users stop counting now.
  app.addHook('preClose', async () => {
    await shared.stop();
  });
  return { presence, limiters };
}
