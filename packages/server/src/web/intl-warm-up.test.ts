import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installIntlWarmUp, INTL_WARM_UP_PATH, INTL_WARM_UP_WORKER } from './intl-warm-up';

/** The worker's script run as a worker runs it: `onmessage` and `close` are its globals. */
function runWorker(message: unknown) {
  const made: string[] = [];
  let closed = false;
  // Each Intl kind the script names, standing in for the real one: records what it was made for.
  const Intl = Object.fromEntries(
    ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat'].map((kind) => [
      kind,
      class {
        constructor(locale: string) {
          if (locale === 'not a language') throw new RangeError('Incorrect locale information');
          made.push(`${kind} ${locale}`);
        }
      },
    ]),
  );
  const start = new Function(
    'Intl',
    'close',
    `let onmessage; ${INTL_WARM_UP_WORKER}; return onmessage;`,
  ) as (intl: unknown, close: () => void) => (event: { data: unknown }) => void;
  start(Intl, () => (closed = true))({ data: message });
  return { made, closed };
}

describe('the Intl warm-up worker', () => {
  it('makes one formatter of each kind the app uses, in the page’s language, then ends', () => {
    expect(runWorker('ar')).toEqual({
      made: ['NumberFormat ar', 'DateTimeFormat ar', 'PluralRules ar', 'RelativeTimeFormat ar'],
      closed: true,
    });
  });

  it('ends quietly for a language Intl refuses (the page then pays the cost itself)', () => {
    expect(runWorker('not a language')).toEqual({ made: [], closed: true });
  });

  it('is served from its content-named path, cached for good, as JavaScript', async () => {
    const app = Fastify();
    installIntlWarmUp(app);
    const answer = await app.inject({ method: 'GET', url: INTL_WARM_UP_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toBe(INTL_WARM_UP_WORKER);
    expect(INTL_WARM_UP_PATH).toMatch(/^\/intl-warm-up\.[0-9a-f]{10}\.js$/);
    await app.close();
  });
});
