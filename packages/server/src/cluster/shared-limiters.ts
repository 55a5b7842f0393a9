import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AttemptLimit, AttemptLimiter } from '../auth/attempt-limiter';
import type { Db } from '../db/database';
import { clientLimitKey } from '../security/client-address';

type Window = { startedAt: number; count: number };

/** Mirrored keys one process keeps at most; past it the mirror is emptied (the table stays). */
const MAX_MIRRORED_KEYS = 50_000;

/**
 * The sign-in and e-mail limiters of several processes, counting in one table
 * (cluster_attempts), with the same fixed windows as the in-memory limiter.
 *
 * The routes call the limiters synchronously, so each process keeps a mirror of the rows
 * its requests touch: before a limited request runs, the rows of its keys (its client IP
 * and the e-mail it names) are read into the mirror; every hit, forgive and reset changes
 * the mirror at once and the table right after (in order, one connection's worth at a
 * time), and the answer leaves only once those writes are done. So ten wrong passwords
 * spread over two processes lock as they would on one. Requests reaching several processes
 * within the same milliseconds (before any of them wrote) do not see each other: at worst a
 * burst aimed at N processes at once gets N times a limit (docs/deploying.md).
 */
export class SharedAttemptCounters {
  private readonly mirrors = new Map<string, Map<string, Window>>();
  /** Writes in order; the answer to a request waits for this chain. */
  private writes: Promise<void> = Promise.resolve();
  /** Counter of local changes, so a read that started earlier never undoes a newer change. */
  private changeSeq = 0;
  private readonly changedAt = new Map<string, number>();
  private writesSinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** One named limiter; its name is its rows' `limiter` column. */
  limiter(name: string, limit: AttemptLimit): AttemptLimiter {
    const mirror = new Map<string, Window>();
    this.mirrors.set(name, mirror);
    const current = (key: string, at: number) => {
      const window = mirror.get(key);
      if (window && at - window.startedAt >= limit.windowMs) {
        mirror.delete(key);
        return undefined;
      }
      return window;
    };
    const waitSeconds = (window: Window, at: number) =>
      window.count <= limit.max
        ? 0
        : Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000));
    return {
      hit: (key) => {
        const at = this.now().getTime();
        let window = current(key, at);
        if (!window) {
          if (mirror.size >= MAX_MIRRORED_KEYS) mirror.clear();
          window = { startedAt: at, count: 0 };
          mirror.set(key, window);
        }
        if (window.count <= limit.max) window.count += 1;
        this.touched(name, key);
        this.write(name, key, () => this.writeHit(name, key, limit, at));
        return waitSeconds(window, at);
      },
      check: (key) => {
        const at = this.now().getTime();
        const window = current(key, at);
        if (!window) return 0;
        return waitSeconds({ startedAt: window.startedAt, count: window.count + 1 }, at);
      },
      forgive: (key) => {
        const at = this.now().getTime();
        const window = current(key, at);
        if (!window) return;
        window.count -= 1;
        if (window.count <= 0) mirror.delete(key);
        this.touched(name, key);
        this.write(name, key, () => this.writeForgive(name, key, at));
      },
      reset: (key) => {
        mirror.delete(key);
        this.touched(name, key);
        this.write(name, key, async () => {
          await this.db
            .deleteFrom('cluster_attempts')
            .where('limiter', '=', name)
            .where('key', '=', key)
            .execute();
          return undefined;
        });
      },
      count: (key) => current(key, this.now().getTime())?.count ?? 0,
      get size() {
        return mirror.size;
      },
    };
  }

  /**
   * Reads the rows of `keys` (every limiter) into the mirrors, after this process's own
   * writes are done; a key changed here since the read began keeps its newer local value.
   */
  async load(keys: string[]): Promise<void> {
    await this.flush();
    const startedSeq = this.changeSeq;
    const rows = await this.db
      .selectFrom('cluster_attempts')
      .select(['limiter', 'key', 'started_at_ms', 'count'])
      .where('key', 'in', keys)
      .execute();
    const at = this.now().getTime();
    for (const [name, mirror] of this.mirrors) {
      for (const key of keys) {
        if ((this.changedAt.get(`${name}\n${key}`) ?? -1) > startedSeq) continue;
        const row = rows.find((each) => each.limiter === name && each.key === key);
        if (row && row.count > 0 && row.started_at_ms <= at) {
          mirror.set(key, { startedAt: row.started_at_ms, count: row.count });
        } else mirror.delete(key);
      }
    }
  }

  /** Resolves once every change made so far is in the table. */
  async flush(): Promise<void> {
    await this.writes;
    if (this.changedAt.size > 10_000) this.changedAt.clear();
  }

  private touched(name: string, key: string): void {
    this.changedAt.set(`${name}\n${key}`, ++this.changeSeq);
  }

  /** Queues a write; what the table answers becomes the mirror's value (unless changed since). */
  private write(name: string, key: string, run: () => Promise<Window | null | undefined>): void {
    const seq = this.changeSeq;
    this.writes = this.writes.then(async () => {
      try {
        const stored = await run();
        const mirror = this.mirrors.get(name);
        if (stored !== undefined && mirror && this.changedAt.get(`${name}\n${key}`) === seq) {
          if (stored && stored.count > 0) mirror.set(key, stored);
          else mirror.delete(key);
        }
        if (++this.writesSinceSweep >= 1000) {
          this.writesSinceSweep = 0;
          await this.db
            .deleteFrom('cluster_attempts')
            .where('expires_at_ms', '<', this.now().getTime())
            .execute();
        }
      } catch {
        // The mirror keeps the local count; the table catches up at the key's next change.
      }
    });
  }

  /** Counts one attempt in the table by the in-memory limiter's rule, atomically. */
  private async writeHit(name: string, key: string, limit: AttemptLimit, at: number) {
    const { rows } = await sql<{ started_at_ms: number; count: number }>`
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
      returning started_at_ms, count`.execute(this.db);
    const row = rows[0];
    return row ? { startedAt: row.started_at_ms, count: row.count } : undefined;
  }

  private async writeForgive(name: string, key: string, at: number) {
    const { rows } = await sql<{ started_at_ms: number; count: number }>`
      update cluster_attempts set count = count - 1
      where limiter = ${name} and key = ${key} and expires_at_ms > ${at}
      returning started_at_ms, count`.execute(this.db);
    const row = rows[0];
    if (row && row.count <= 0) {
      await sql`delete from cluster_attempts
        where limiter = ${name} and key = ${key} and count <= 0`.execute(this.db);
      return null;
    }
    return row ? { startedAt: row.started_at_ms, count: row.count } : null;
  }
}

const LIMITED_PATH = /^\/api\/v1\/auth\//;

/**
 * The keys a limited request may count under: the client (its IP, or IPv6 /64), the e-mail
 * it names (or the signed-in user's, for a password change), and the two together.
 */
function keysOf(request: FastifyRequest): string[] {
  const ip = clientLimitKey(request.ip);
  const keys = [ip];
  const body = request.body as { email?: unknown } | undefined;
  const emails = [
    typeof body?.email === 'string' ? body.email.toLowerCase() : null,
    request.session?.user.email.toLowerCase() ?? null,
  ];
  for (const email of emails) if (email) keys.push(email, `${email} ${ip}`);
  return keys;
}

/**
 * Around every unsafe request under /api/v1/auth/ (sign-in, password, registration and
 * e-mail calls): its keys are read before it runs, and its counts written before it answers.
 */
export function installSharedLimiterHooks(app: FastifyInstance, counters: SharedAttemptCounters) {
  const limited = (request: FastifyRequest) =>
    request.method !== 'GET' && LIMITED_PATH.test(request.url);
  app.addHook('preHandler', async (request) => {
    if (limited(request)) await counters.load(keysOf(request));
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (limited(request)) await counters.flush();
    return payload;
  });
}
