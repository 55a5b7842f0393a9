import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from './password';
import { passwordStrength } from './password-strength';

describe('password strength meter', () => {
  it('states the spec hint and minimum', () => {
    expect(PASSWORD_HINT).toBe('Use at least 8 characters, one capital letter, and a number.');
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each([
    ['', 0, 'weak'],
    ['abc', 0.2, 'weak'],
    ['abcdefgh', 0.4, 'fair'],
    ['Abcdefgh', 0.6, 'good'],
    ['Abcdefg1', 0.8, 'strong'],
    ['Abcdef1!', 1, 'strong'],
    ['ab1', 0.4, 'fair'],
    ['aB1', 0.6, 'good'],
  ] as const)('rates %j at %d (%s)', (password, score, label) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBeCloseTo(score);
    expect(strength.label).toBe(label);
  });

  it('reports which rules are met', () => {
    expect(passwordStrength('abc!').rules).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      number: false,
      special: true,
    });
  });

  it('never lowers the score when a character is appended', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (password, extra) => {
        expect(passwordStrength(password + extra).score).toBeGreaterThanOrEqual(
          passwordStrength(password).score,
        );
      }),
    );
  });

  it('scores in fifths and labels consistently with the score', () => {
    const order = ['weak', 'fair', 'good', 'strong'];
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const sa = passwordStrength(a);
        const sb = passwordStrength(b);
        expect(Number.isInteger(Math.round(sa.score * 5 * 1e9) / 1e9)).toBe(true);
        if (sa.score < sb.score) {
          expect(order.indexOf(sa.label)).toBeLessThanOrEqual(order.indexOf(sb.label));
        }
      }),
    );
  });
});
