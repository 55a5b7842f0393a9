import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, CSRF tokens, e-mailed tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
