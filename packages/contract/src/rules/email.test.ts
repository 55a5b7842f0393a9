import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'first.last+tag@uni.example.edu', ' padded@example.org '])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['', 'ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com', 'a@b@c.com'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('accepts every address fast-check generates', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.split('@')[1]?.includes('.') ?? false);
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('rejects any text without an @', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('@'));
        expect(isValidEmail(text)).toBe(false);
      }),
    );
  });
});
