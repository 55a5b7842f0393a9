import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { countUsersByUniversity } from '../auth/users';
import type { Db } from '../db/database';
import type { PresenceBackplane, PresenceHub, PresenceScope } from '../presence/presence-hub';
import type { ClusterSettings } from './cluster-settings';
import { listen, type Listener } from './notification-listener';

/** The one channel of the processes' news (payloads: ClusterNews as JSON). */
export const PRESENCE_CHANNEL = 'lp_presence';

type ClusterNews =
  /** Someone's presence changed somewhere: re-read the counts. */
  | { kind: 'counts' }
  | { kind: 'closeSession'; from: string; sessionIdHash: string }
  | { kind: 'closeUser'; from: string; userId: string; except?: string }
  | { kind: 'totals'; from: string };

/**
 * Presence shared by every process on one PostgreSQL (docs/presence-scaling.md).
 *
 * Each process has a heartbeat row in cluster_processes and one row per user it holds a
 * socket of in cluster_presence. "Online" counts the distinct users of the processes whose
 * heartbeat is younger than the expiry, so a process killed without cleanup stops counting
 * by itself. Any change is announced with NOTIFY; every process then re-reads the counts
 * (at most once per coalesce interval) and tells its own sockets what changed. Closing a
 * session's or a user's sockets travels the same channel.
 */
export class SharedPresence implements PresenceBackplane {
  readonly processId = randomUUID();
  private online = new Map<string, number>();
  private onlineEverywhere = 0;
  /** Users whose row must be written (true) or removed (false), in arrival order. */
  private pending = new Map<string, { universityId: string; present: boolean }>();
  private writing: Promise<void> | null = null;
  private recountTimer: NodeJS.Timeout | null = null;
  private recounting = false;
  private recountAgain = false;
  private lastRecountAt = 0;
  private beatTimer: NodeJS.Timeout | null = null;
  private listener: Listener | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: PresenceHub,
    private readonly settings: ClusterSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers this process, listens for news and reads the counts; then beats. */
  async start(connectionString: string): Promise<void> {
    await this.beat();
    this.listener = await listen({
      connectionString,
      channel: PRESENCE_CHANNEL,
      log: this.log,
      onMessage: (payload) => this.receive(payload),
      // News may have been missed while disconnected: re-read everything.
      onReconnect: () => {
        this.requestRecount();
        void this.refreshTotals();
      },
    });
    await this.recount();
    this.beatTimer = setInterval(() => void this.beat(), this.settings.heartbeatMs);
    this.beatTimer.unref();
    this.hub.attach(this);
  }

  /** Removes this process's rows (its users stop counting at once) and stops listening. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.beatTimer) clearInterval(this.beatTimer);
    if (this.recountTimer) clearTimeout(this.recountTimer);
    await this.writing;
    await this.listener?.stop();
    try {
      await this.db.deleteFrom('cluster_processes').where('id', '=', this.processId).execute();
      await this.announce({ kind: 'counts' });
    } catch (error) {
      this.log.warn({ err: error }, 'cluster: could not remove this process; it expires instead');
    }
  }

  onlineIn(scope: PresenceScope): number {
    const shared =
      scope === 'all' ? this.onlineEverywhere : (this.online.get(scope.universityId) ?? 0);
    // Never fewer than this process holds: a newcomer is counted before the next read.
    return Math.max(shared, this.hub.localOnlineIn(scope));
  }

  userPresent(userId: string, universityId: string, present: boolean): void {
    if (this.stopped) return;
    // Re-inserted last, so a user who left and came back is written in that order.
    this.pending.delete(userId);
    this.pending.set(userId, { universityId, present });
    this.writing ??= this.writePending().finally(() => {
      this.writing = null;
    });
  }

  closeSession(sessionIdHash: string): void {
    void this.announce({ kind: 'closeSession', from: this.processId, sessionIdHash });
  }

  closeUser(userId: string, exceptSessionIdHash?: string): void {
    void this.announce({
      kind: 'closeUser',
      from: this.processId,
      userId,
      ...(exceptSessionIdHash ? { except: exceptSessionIdHash } : {}),
    });
  }

  totalsChanged(): void {
    void this.announce({ kind: 'totals', from: this.processId });
  }

  /**
   * Writes what changed since the last write, as one batch (a reconnect storm of a
   * thousand sockets is a few statements, not a thousand), then announces it once.
   */
  private async writePending(): Promise<void> {
    while (this.pending.size > 0 && !this.stopped) {
      const batch = this.pending;
      this.pending = new Map();
      const arrived = [...batch].filter(([, change]) => change.present);
      const left = [...batch].filter(([, change]) => !change.present).map(([userId]) => userId);
      try {
        await this.db.transaction().execute(async (trx) => {
          if (left.length > 0) {
            await trx
              .deleteFrom('cluster_presence')
              .where('process_id', '=', this.processId)
              .where('user_id', 'in', left)
              .execute();
          }
          if (arrived.length > 0) {
            await trx
              .insertInto('cluster_presence')
              .values(
                arrived.map(([userId, change]) => ({
                  process_id: this.processId,
                  user_id: userId,
                  university_id: change.universityId,
                })),
              )
              .onConflict((conflict) =>
                conflict
                  .columns(['process_id', 'user_id'])
                  .doUpdateSet({ university_id: (eb) => eb.ref('excluded.university_id') }),
              )
              .execute();
          }
          await sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify({ kind: 'counts' })})`.execute(
            trx,
          );
        });
      } catch (error) {
        // Kept for the next heartbeat (the process row may have expired and been removed).
        this.log.warn(
          { err: error },
          'cluster: could not write presence; retrying at the next beat',
        );
        for (const [userId, change] of batch)
          if (!this.pending.has(userId)) this.pending.set(userId, change);
        return;
      }
    }
  }

  /**
   * The heartbeat: refreshes this process's row (re-announcing its users if the row had
   * expired and been removed), removes processes long dead, and re-reads the counts, so a
   * dead process's users stop counting within the expiry plus one beat.
   */
  private async beat(): Promise<void> {
    if (this.stopped) return;
    try {
      const { rows } = await sql<{ inserted: boolean }>`
        insert into cluster_processes (id, started_at, beat_at) values (${this.processId}, now(), now())
        on conflict (id) do update set beat_at = now()
        returning (xmax = 0) as inserted`.execute(this.db);
      if (rows[0]?.inserted && this.hub.usersHere().size > 0) {
        for (const [userId, universityId] of this.hub.usersHere()) {
          if (!this.pending.has(userId)) this.pending.set(userId, { universityId, present: true });
        }
      }
      const removed = await sql`
        delete from cluster_processes
        where beat_at < now() - make_interval(secs => ${this.settings.expiryMs / 1000})`.execute(
        this.db,
      );
      if (Number(removed.numAffectedRows ?? 0) > 0) await this.announce({ kind: 'counts' });
    } catch (error) {
      this.log.warn({ err: error }, 'cluster: heartbeat failed; trying again at the next one');
    }
    if (this.pending.size > 0 && !this.writing) {
      this.writing = this.writePending().finally(() => {
        this.writing = null;
      });
    }
    this.requestRecount();
  }

  private receive(payload: string): void {
    let news: ClusterNews;
    try {
      news = JSON.parse(payload) as ClusterNews;
    } catch {
      return;
    }
    if (news.kind === 'counts') return this.requestRecount();
    // This process acted on its own news already.
    if (news.from === this.processId) return;
    if (news.kind === 'closeSession') this.hub.closeSessionHere(news.sessionIdHash);
    else if (news.kind === 'closeUser') this.hub.closeUserHere(news.userId, news.except);
    else if (news.kind === 'totals') void this.refreshTotals();
  }

  /** Re-reads the counts now, or when the coalesce interval since the last read is over. */
  private requestRecount(): void {
    if (this.stopped) return;
    if (this.recounting) {
      this.recountAgain = true;
      return;
    }
    if (this.recountTimer) return;
    const wait = Math.max(0, this.lastRecountAt + this.settings.coalesceMs - performance.now());
    this.recountTimer = setTimeout(() => {
      this.recountTimer = null;
      void this.recount();
    }, wait);
    this.recountTimer.unref();
  }

  private async recount(): Promise<void> {
    this.recounting = true;
    this.lastRecountAt = performance.now();
    try {
      // One row per university, and a grand total (university_id null) for superusers.
      const { rows } = await sql<{ university_id: string | null; online: number }>`
        select p.university_id, count(distinct p.user_id)::int as online
        from cluster_presence p join cluster_processes c on c.id = p.process_id
        where c.beat_at >= now() - make_interval(secs => ${this.settings.expiryMs / 1000})
        group by grouping sets ((p.university_id), ())`.execute(this.db);
      const online = new Map<string, number>();
      let everywhere = 0;
      for (const row of rows) {
        if (row.university_id === null) everywhere = row.online;
        else online.set(row.university_id, row.online);
      }
      this.online = online;
      this.onlineEverywhere = everywhere;
      if (!this.stopped) this.hub.publish();
    } catch (error) {
      this.log.warn({ err: error }, 'cluster: could not read the presence counts');
    } finally {
      this.recounting = false;
      if (this.recountAgain) {
        this.recountAgain = false;
        this.requestRecount();
      }
    }
  }

  private async refreshTotals(): Promise<void> {
    try {
      this.hub.setTotalUsersHere(await countUsersByUniversity(this.db));
    } catch (error) {
      this.log.warn({ err: error }, 'cluster: could not read the registered totals');
    }
  }

  private async announce(news: ClusterNews): Promise<void> {
    try {
      await sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(news)})`.execute(this.db);
    } catch (error) {
      this.log.warn({ err: error, kind: news.kind }, 'cluster: could not tell the other processes');
    }
  }
}
