import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A worker that makes one Intl object of each kind the app formats with, in the page's
 * language, then ends. The first Intl object a browser process makes loads ICU's data: 20-55 ms
 * on the bench host, four times that on Lighthouse's phone, and one task that cannot be cut,
 * in the middle of hydration (issue 31's TBT). ICU's data is the process's, not the thread's:
 * made on a worker thread first, the page's own first formatter costs under a millisecond.
 * Nothing depends on it having run: a page whose worker is late or refused only pays the cost
 * itself.
 */
export const INTL_WARM_UP_WORKER = [
  'onmessage=({data:locale})=>{',
  'for(const Kind of [Intl.NumberFormat,Intl.DateTimeFormat,Intl.PluralRules,Intl.RelativeTimeFormat])',
  'try{new Kind(locale)}catch{}',
  'close()}',
].join('');

/** Where the worker is served: named by its content, so it is cached for good. */
export const INTL_WARM_UP_PATH = `/intl-warm-up.${createHash('sha256').update(INTL_WARM_UP_WORKER).digest('hex').slice(0, 10)}.js`;

/** Serves the worker (same origin, so the CSP's `script-src 'self'` admits it). */
export function installIntlWarmUp(app: FastifyInstance): void {
  app.get(INTL_WARM_UP_PATH, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(INTL_WARM_UP_WORKER),
  );
}
