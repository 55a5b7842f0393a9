import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Client secrets of the universities' providers, sealed at rest with AES-256-GCM (issue 33).
 * The key comes from SIGN_IN_SECRET_KEY (32 bytes, base64 or hex). Outside production a fixed
 * development key stands in, derived from a published phrase: secrets sealed with it are
 * sealed in name only, which is fine for demo data and tests and never for a deployment.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** Throws when the sealed text was not sealed with this key (a changed key, or tampering). */
  open(sealed: string): string;
  /** True with the published development key. */
  development: boolean;
};

const VERSION = 'v1';
const DEVELOPMENT_KEY = createHash('sha256')
  .update('learning-platform development sign-in secret key (not secret)')
  .digest();

/** The 32-byte key of SIGN_IN_SECRET_KEY; throws when it is set but not 32 bytes. */
export function parseSecretKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error(
      'SIGN_IN_SECRET_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32).',
    );
  }
  return key;
}

export function createSecretBox(keyText: string | undefined): SecretBox {
  const key = keyText ? parseSecretKey(keyText) : DEVELOPMENT_KEY;
  return {
    development: !keyText,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, ...[iv, tag, body].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}
