import type { FastifyBaseLogger } from 'fastify';

/** One presence line per client, level and interval, at most. */
export const PRESENCE_LOG_INTERVAL_MS = 60_000;

/** Clients whose last line is remembered; past it the oldest are forgotten (memory stays flat). */
const MAX_CLIENTS = 10_000;

/**
 * The presence log (issue 37, item 8): at most one line per client a minute (and level: a
 * warning never waits behind an info line), however often its sockets reconnect, send junk or
 * miss heartbeats. A client is its session (a reconnecting tab keeps its session, not its
 * socket). The lines held back are counted, and the next line of that client and level says
 * how many (`suppressed`), so a reconnect storm still shows in the log.
 */
export class PresenceLog {
  private readonly last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly intervalMs: number = PRESENCE_LOG_INTERVAL_MS,
  ) {}

  info(client: string, fields: Record<string, unknown>, message: string): void {
    this.write('info', client, fields, message);
  }

  warn(client: string, fields: Record<string, unknown>, message: string): void {
    this.write('warn', client, fields, message);
  }

  private write(
    level: 'info' | 'warn',
    client: string,
    fields: Record<string, unknown>,
    message: string,
  ): void {
    const at = this.now().getTime();
    // A warning (a socket closed for flooding) never waits behind an info line.
    const key = `${level} ${client}`;
    const previous = this.last.get(key);
    if (previous && at - previous.at < this.intervalMs) {
      previous.suppressed += 1;
      return;
    }
    this.last.delete(key);
    if (this.last.size >= MAX_CLIENTS) {
      // Insertion order is the order of the last lines: the first are the oldest.
      for (const oldest of this.last.keys()) {
        this.last.delete(oldest);
        if (this.last.size < MAX_CLIENTS * 0.9) break;
      }
    }
    this.last.set(key, { at, suppressed: 0 });
    const suppressed = previous?.suppressed ?? 0;
    this.log[level](suppressed > 0 ? { ...fields, suppressed } : fields, message);
  }
}
