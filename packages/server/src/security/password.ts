import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost of the OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. */
export const OWASP_SCRYPT_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function scryptAsync(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
) {
  const options: ScryptOptions = {
    N: cost,
    r: blockSize,
    p: parallelism,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below the OWASP cost.
    maxmem: 256 * cost * blockSize,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (password: string, stored: string) => Promise<boolean>;
};

/**
 * Hashes as `scrypt$N$r$p$salt$key` (base64), so each stored hash keeps its own
 * cost and a later raise of the cost never breaks old accounts. `cost` may be
 * lowered only by tests (buildServer's `unsafeTestPasswordCost`).
 */
export function createPasswordHasher(cost: number = OWASP_SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await scryptAsync(password, salt, cost, BLOCK_SIZE, PARALLELISM);
      return [
        'scrypt',
        cost,
        BLOCK_SIZE,
        PARALLELISM,
        salt.toString('base64'),
        key.toString('base64'),
      ].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await scryptAsync(
        password,
        Buffer.from(salt, 'base64'),
        Number(n),
        Number(r),
        Number(p),
      );
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
