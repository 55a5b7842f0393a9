import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countdownToMidnightUtc, formatTime, msUntilNextMidnightUtc } from './time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [130, '2:10'],
    [599.9, '9:59'],
    [3600, '60:00'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows 0:00 for the unusable value %d',
    (value) => {
      expect(formatTime(value)).toBe('0:00');
    },
  );

  it('always reads m:ss and round-trips to the whole seconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (seconds) => {
        const text = formatTime(seconds);
        const match = /^(\d+):([0-5]\d)$/.exec(text);
        expect(match).not.toBeNull();
        const [, minutes, rest] = match ?? [];
        expect(Number(minutes) * 60 + Number(rest)).toBe(Math.floor(seconds));
      }),
    );
  });
});

describe('countdown to the next midnight UTC', () => {
  it('counts down from just after midnight', () => {
    expect(countdownToMidnightUtc(new Date('2025-07-17T00:00:01Z'))).toEqual({
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('reads one second just before midnight', () => {
    expect(countdownToMidnightUtc(new Date('2025-07-17T23:59:59Z'))).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('rolls forward a full day exactly at midnight', () => {
    expect(msUntilNextMidnightUtc(Date.parse('2025-07-18T00:00:00Z'))).toBe(86_400_000);
  });

  it('ends exactly on a UTC midnight within the next day, for any time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const left = msUntilNextMidnightUtc(now);
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(86_400_000);
        const target = new Date(now + left);
        expect(target.getUTCHours() + target.getUTCMinutes() + target.getUTCSeconds()).toBe(0);
        expect(target.getUTCMilliseconds()).toBe(0);
      }),
    );
  });
});
