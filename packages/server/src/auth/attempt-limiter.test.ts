import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../server';
import { manualClock } from '../testing/test-server';
import { createAttemptLimiter, DEFAULT_MAX_KEYS } from './attempt-limiter';
import { countPasswordAttempt, enforceLimits } from './rate-limit';

describe('attempt limiter', () => {
  it('allows max attempts per window, then asks to wait until the window ends', async () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000 }, clock.now);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    clock.advance(15_000);
    expect(await limiter.hit('a')).toBe(45);
    expect(await limiter.hit('b')).toBe(0);
    clock.advance(45_000);
    expect(await limiter.hit('a')).toBe(0);
  });

  it('starts over after a reset', async () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000 }, manualClock().now);
    await limiter.hit('a');
    expect(await limiter.hit('a')).toBeGreaterThan(0);
    await limiter.reset('a');
    expect(await limiter.hit('a')).toBe(0);
  });
});

describe('attempt limiter memory (issue 19, item 3)', () => {
  /** A full garbage collection, so heap figures count only what is kept. */
  function collectGarbage() {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    gc();
  }

  it('keeps the heap bounded through 200,000 unique e-mails from one IP and from as many IPs', async () => {
    const clock = manualClock();
    const perIp = createAttemptLimiter(DEFAULT_RATE_LIMITS.emailPerIp, clock.now);
    const perAccount = createAttemptLimiter(DEFAULT_RATE_LIMITS.emailPerAccount, clock.now);
    const manyIps = createAttemptLimiter(DEFAULT_RATE_LIMITS.emailPerIp, clock.now);
    const manyAccounts = createAttemptLimiter(DEFAULT_RATE_LIMITS.emailPerAccount, clock.now);
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let index = 0; index < 200_000; index += 1) {
      const email = `visitor-${index}@example.edu`;
      try {
        await enforceLimits(
          [
            [perIp, '198.51.100.7'],
            [perAccount, email],
          ],
          'requests',
        );
      } catch {
        // 429 once the IP is over its limit.
      }
      await enforceLimits(
        [
          [manyIps, `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`],
          [manyAccounts, email],
        ],
        'requests',
      );
    }
    collectGarbage();
    const grownMiB = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    // Once the IP is refused, accounts are no longer counted.
    expect(perIp.size).toBe(1);
    expect(perAccount.size).toBe(DEFAULT_RATE_LIMITS.emailPerIp.max);
    // From 200,000 IPs, each limiter stops at its cap.
    expect(manyIps.size).toBeLessThanOrEqual(DEFAULT_MAX_KEYS);
    expect(manyAccounts.size).toBeLessThanOrEqual(DEFAULT_MAX_KEYS);
    // Unbounded, these four limiters held about 130 MiB; capped, some 2 x 50,000 small entries.
    expect(grownMiB).toBeLessThan(40);
  });

  it('stops counting a key past its limit and forgets the oldest keys past the cap', async () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000 }, clock.now, 10);
    for (let index = 0; index < 5; index += 1) await limiter.hit('a');
    expect(await limiter.count('a')).toBe(2);
    for (let index = 0; index < 100; index += 1) await limiter.hit(`k${index}`);
    expect(limiter.size).toBeLessThanOrEqual(10);
    expect(await limiter.count('k99')).toBe(1);
  });

  it('checks without counting and forgives one attempt', async () => {
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000 }, manualClock().now);
    expect(await limiter.check('a')).toBe(0);
    await limiter.hit('a');
    await limiter.hit('a');
    expect(await limiter.check('a')).toBeGreaterThan(0);
    await limiter.forgive('a');
    expect(await limiter.check('a')).toBe(0);
    expect(await limiter.count('a')).toBe(1);
  });
});

describe('password attempts counted first (issue 37, item 9)', () => {
  it('lets exactly the limit through of attempts made all at once', async () => {
    const clock = manualClock();
    const perIp = createAttemptLimiter({ max: 50, windowMs: 60_000 }, clock.now);
    const perAccount = createAttemptLimiter({ max: 10, windowMs: 60_000 }, clock.now);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        countPasswordAttempt(
          [
            [perIp, '198.51.100.7'],
            [perAccount, 'someone@uni.edu 198.51.100.7'],
          ],
          'sign-in attempts',
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    // The refused twenty gave back their per-IP count, and did not push the account's down.
    expect(await perIp.count('198.51.100.7')).toBe(10);
    expect(await perAccount.count('someone@uni.edu 198.51.100.7')).toBe(11);
    expect(await perAccount.check('someone@uni.edu 198.51.100.7')).toBeGreaterThan(0);
  });
});
