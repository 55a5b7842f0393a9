import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent (issue 19, item 7): forgot-password and the other
 * "same answer whatever the address" calls answer first, then look the account up, issue
 * the token and write the e-mail, so their timing tells nothing. Failures are logged.
 * `idle()` waits for what is under way (the development outbox, tests, shutdown).
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>): void {
      // Started two turns of the event loop later: the answer is written by then and, for a
      // client in this very process (tests, benches), read too. PGlite runs on this thread,
      // so starting sooner would hold that client's read back and show in its timing.
      const running = new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `background work failed: ${what}`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    get size() {
      return pending.size;
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
