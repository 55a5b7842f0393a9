import { describe, expect, it } from 'vitest';
import { productionStartWarning } from '../../security/production-warnings';
import { createSecretBox, parseSecretKey } from './secret-box';

const KEY = Buffer.alloc(32, 1).toString('base64');

describe('the secret box of provider client secrets', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const box = createSecretBox(KEY);
    const first = box.seal('s3cret');
    expect(box.open(first)).toBe('s3cret');
    expect(box.seal('s3cret')).not.toBe(first);
    expect(first).not.toContain('s3cret');
  });

  it('refuses a sealed secret that was changed, or sealed with another key', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('s3cret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(undefined).open(sealed)).toThrow();
  });

  it('takes a key as 64 hex digits or base64, and refuses any other length', () => {
    expect(parseSecretKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseSecretKey(KEY)).toHaveLength(32);
    expect(() => parseSecretKey('too-short')).toThrow(/32 bytes/);
    expect(createSecretBox(undefined).development).toBe(true);
    expect(createSecretBox(KEY).development).toBe(false);
  });
});

describe('a production start without SIGN_IN_SECRET_KEY', () => {
  it('is warned about once universities sign in through their own providers', () => {
    const warning = productionStartWarning({
      appUrl: 'https://learn.example.edu',
      sendsEmail: true,
      sealsSignInSecrets: false,
    });
    expect(warning).toContain('SIGN_IN_SECRET_KEY is not set');
    expect(
      productionStartWarning({
        appUrl: 'https://learn.example.edu',
        sendsEmail: true,
        sealsSignInSecrets: true,
      }),
    ).toBeNull();
  });
});
