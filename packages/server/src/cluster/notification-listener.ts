import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export type Listener = {
  /** Resolves once stopped; no more messages after it. */
  stop: () => Promise<void>;
};

/**
 * LISTEN on one channel over a connection of its own (a pooled one would be handed to
 * queries). When the connection drops it reconnects with a growing delay and calls
 * `onReconnect`: notifications sent meanwhile are lost, so the caller re-reads its state.
 */
export async function listen(options: {
  connectionString: string;
  channel: string;
  log: FastifyBaseLogger;
  onMessage: (payload: string) => void;
  onReconnect: () => void;
}): Promise<Listener> {
  const { connectionString, channel, log } = options;
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) options.onMessage(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'cluster: the LISTEN connection failed; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    // Quoted as an identifier: the channel name is ours, but never trusted blindly.
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
    failures = 0;
  }

  function scheduleReconnect(): void {
    if (stopped || retryTimer) return;
    const delay = Math.min(10_000, 250 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(options.onReconnect, (error: unknown) => {
        log.warn({ err: error }, 'cluster: could not reconnect the LISTEN connection');
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
