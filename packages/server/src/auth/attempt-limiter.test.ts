import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/test-server';
import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('allows max attempts per window, then asks to wait until the window ends', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000 }, clock.now);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    clock.advance(15_000);
    expect(limiter.hit('a')).toBe(45);
    expect(limiter.hit('b')).toBe(0);
    clock.advance(45_000);
    expect(limiter.hit('a')).toBe(0);
  });

  it('starts over after a reset', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000 }, manualClock().now);
    limiter.hit('a');
    expect(limiter.hit('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.hit('a')).toBe(0);
  });
});
