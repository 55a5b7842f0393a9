import { sql } from 'kysely';
import type { AttemptLimit, AttemptLimiter } from '../auth/attempt-limiter';
import type { Db } from '../db/database';

/** Hits between two sweeps of expired rows. */
const SWEEP_EVERY = 1000;

/**
 * The sign-in and e-mail limiters of several processes, counting in one table
 * (cluster_attempts), with the same fixed windows as the in-memory limiter.
 *
 * Every call goes to the table, and `hit` counts and decides in one statement: PostgreSQL
 * takes the row's lock for the upsert, so of any number of attempts reaching any number of
 * processes at the same moment, exactly `max` pass and the rest see the count past the limit
 * (issue 37, item 9; before, each process read a mirror of the rows before the request and a
 * burst aimed at N processes at once got N times a limit).
 */
export class SharedAttemptCounters {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** One named limiter; its name is its rows' `limiter` column. */
  limiter(name: string, limit: AttemptLimit): AttemptLimiter {
    return {
      hit: async (key) => {
        const at = this.now().getTime();
        await this.sweepNow(at);
        return this.countAndDecide(name, key, limit, at);
      },
      check: async (key) => {
        const at = this.now().getTime();
        const row = await this.db
          .selectFrom('cluster_attempts')
          .select(['started_at_ms', 'count'])
          .where('limiter', '=', name)
          .where('key', '=', key)
          .where('expires_at_ms', '>', at)
          .executeTakeFirst();
        if (!row || row.count + 1 <= limit.max) return 0;
        return Math.max(1, Math.ceil((row.started_at_ms + limit.windowMs - at) / 1000));
      },
      forgive: async (key) => {
        const at = this.now().getTime();
        const taken = await sql<{ count: number }>`
          update cluster_attempts set count = count - 1
          where limiter = ${name} and key = ${key} and expires_at_ms > ${at}
          returning count`.execute(this.db);
        // The row goes when its count reaches zero, as the in-memory window does.
        if ((taken.rows[0]?.count ?? 1) <= 0) {
          await sql`delete from cluster_attempts
            where limiter = ${name} and key = ${key} and count <= 0`.execute(this.db);
        }
      },
      reset: async (key) => {
        await this.db
          .deleteFrom('cluster_attempts')
          .where('limiter', '=', name)
          .where('key', '=', key)
          .execute();
      },
      count: async (key) => {
        const row = await this.db
          .selectFrom('cluster_attempts')
          .select('count')
          .where('limiter', '=', name)
          .where('key', '=', key)
          .where('expires_at_ms', '>', this.now().getTime())
          .executeTakeFirst();
        return row?.count ?? 0;
      },
    };
  }

  /**
   * Counts one attempt by the in-memory limiter's rule (a new window once the old one ended;
   * past the limit the count stays) and answers the seconds to wait, 0 when this attempt is
   * within the limit: one statement, atomic under the row's lock.
   */
  private async countAndDecide(name: string, key: string, limit: AttemptLimit, at: number) {
    const { rows } = await sql<{ wait_seconds: number }>`
      insert into cluster_attempts (limiter, key, started_at_ms, expires_at_ms, count)
      values (${name}, ${key}, ${at}, ${at + limit.windowMs}, 1)
      on conflict (limiter, key) do update set
        started_at_ms = case when cluster_attempts.expires_at_ms <= ${at}
          then ${at}::float8 else cluster_attempts.started_at_ms end,
        expires_at_ms = case when cluster_attempts.expires_at_ms <= ${at}
          then ${at + limit.windowMs}::float8 else cluster_attempts.expires_at_ms end,
        count = case when cluster_attempts.expires_at_ms <= ${at} then 1
          when cluster_attempts.count <= ${limit.max} then cluster_attempts.count + 1
          else cluster_attempts.count end
      returning case when count <= ${limit.max} then 0
        else greatest(1, ceil((expires_at_ms - ${at}::float8) / 1000))::int end as wait_seconds`.execute(
      this.db,
    );
    return Number(rows[0]?.wait_seconds ?? 0);
  }

  /** Now and then, the rows of ended windows go (the table is unlogged and only grows else). */
  private async sweepNow(at: number): Promise<void> {
    if (++this.hitsSinceSweep < SWEEP_EVERY) return;
    this.hitsSinceSweep = 0;
    await this.db.deleteFrom('cluster_attempts').where('expires_at_ms', '<', at).execute();
  }
}
