import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { swipeState } from './swipe';

describe('swipeState', () => {
  it.each([
    [0, null, null],
    [-50, null, null],
    [-51, 'undecided', null],
    [80, 'undecided', null],
    [-101, 'next', 'next'],
    [101, 'previous', 'previous'],
    [100, 'undecided', null],
  ])('at %d px hints %s and acts %s', (delta, hint, action) => {
    expect(swipeState(delta)).toEqual({ hint, action });
  });

  it('never acts without showing a hint, and acts in the direction of the swipe', () => {
    fc.assert(
      fc.property(fc.double({ min: -2000, max: 2000, noNaN: true }), (delta) => {
        const { hint, action } = swipeState(delta);
        if (action) expect(hint).toBe(action);
        if (action === 'next') expect(delta).toBeLessThan(0);
        if (action === 'previous') expect(delta).toBeGreaterThan(0);
      }),
    );
  });
});
