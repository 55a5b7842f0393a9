import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/** scrypt cost of the OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. */
export const OWASP_SCRYPT_COST = 2 ** 17;

/**
 * Argon2id at the first setting of the OWASP Password Storage Cheat Sheet: m = 19 MiB,
 * t = 2, p = 1. The scheme of new hashes since issue 37, item 9: as strong by OWASP's
 * reckoning as scrypt at N=2^17, and about 60 hashes a second on a core against scrypt's 3 or
 * so, in 19 MiB against 128 MiB (figures in docs/security.md). @node-rs/argon2 computes it on
 * libuv's thread pool, so the event loop stays free; its native code comes in an npm package
 * for the platform (no download at install or run time).
 */
export const OWASP_ARGON2ID = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 } as const;
/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
/** The start of a hash made with OWASP_ARGON2ID, in the PHC string format. */
const ARGON2ID_PREFIX = `$argon2id$v=19$m=${OWASP_ARGON2ID.memoryKiB},t=${OWASP_ARGON2ID.passes},p=${OWASP_ARGON2ID.parallelism}$`;
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
  /**
   * True when a stored hash is not of the scheme and cost new hashes get: after a sign-in
   * with the right password, the password is hashed again (an scrypt hash becomes Argon2id).
   */
  needsRehash: (stored: string) => boolean;
  /** Hashes running and waiting now. */
  readonly load: { running: number; waiting: number };
};

/** Thrown when too many hashes wait already: the server answers 503 with Retry-After. */
export class HashingOverloadedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Password hashing is overloaded');
    this.name = 'HashingOverloadedError';
  }
}

export type HashingLimits = {
  /**
   * Hashes computed at once. Each takes a thread of libuv's pool (and 19 MiB for Argon2id,
   * 128 MiB for an scrypt hash at the OWASP cost); the others stay free for file reads, compression and DNS. Default: half the
   * cores, at least 1, at most 4.
   */
  concurrency?: number;
  /** Hashes allowed to wait; past it a request is refused at once (503). Default 32. */
  maxWaiting?: number;
  /**
   * Longest a hash may wait for its turn, in milliseconds; past it the request is refused
   * (503 with Retry-After) rather than held (issue 37, item 5). Default 5,000.
   */
  maxWaitMs?: number;
};

/** Longest a sign-in waits for a hashing slot by default. */
export const DEFAULT_MAX_HASH_WAIT_MS = 5_000;

/** Derives the key of a password; injectable so tests can hold hashes while they look. */
export type DeriveKey = (
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
) => Promise<Buffer>;

export function defaultHashConcurrency(): number {
  return Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
}

/** A counting semaphore with a bounded queue and a bounded wait. */
function createGate(concurrency: number, maxWaiting: number, maxWaitMs: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // About the time the queue ahead needs to drain, at least a second.
  const retryAfter = () => Math.max(1, Math.ceil(maxWaiting / concurrency / 4));
  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new HashingOverloadedError(retryAfter());
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            clearTimeout(timer);
            resolve();
          };
          // Not yet handed a slot after maxWaitMs: out of the queue, and refused.
          const timer = setTimeout(() => {
            const index = waiting.indexOf(turn);
            if (index >= 0) waiting.splice(index, 1);
            reject(new HashingOverloadedError(Math.max(1, Math.ceil(maxWaitMs / 1000))));
          }, maxWaitMs);
          waiting.push(turn);
        });
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next in line; `running` stays the same.
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/**
 * New hashes are Argon2id at OWASP_ARGON2ID, in the PHC string format
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$key`). Hashes of the earlier scheme,
 * `scrypt$N$r$p$salt$key` (base64), keep verifying with their own cost, and `needsRehash`
 * tells the sign-in to replace them. A number for `scheme` makes new hashes scrypt at that
 * cost: tests only (buildServer's `unsafeTestPasswordCost`, and a `derive` that holds hashes).
 */
export function createPasswordHasher(
  scheme: number | 'argon2id' = 'argon2id',
  limits: HashingLimits = {},
  derive: DeriveKey = scryptAsync,
): PasswordHasher {
  const gate = createGate(
    Math.max(1, limits.concurrency ?? defaultHashConcurrency()),
    Math.max(0, limits.maxWaiting ?? 32),
    Math.max(0, limits.maxWaitMs ?? DEFAULT_MAX_HASH_WAIT_MS),
  );
  const argon2Options = {
    algorithm: ARGON2ID,
    memoryCost: OWASP_ARGON2ID.memoryKiB,
    timeCost: OWASP_ARGON2ID.passes,
    parallelism: OWASP_ARGON2ID.parallelism,
  };
  const hashScrypt = async (password: string, cost: number) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await gate.run(() => derive(password, salt, cost, BLOCK_SIZE, PARALLELISM));
    return [
      'scrypt',
      cost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  };
  const verifyScrypt = async (password: string, stored: string) => {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await gate.run(() =>
      derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p)),
    );
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return {
    get load() {
      return gate.load;
    },
    async hash(password) {
      if (typeof scheme === 'number') return hashScrypt(password, scheme);
      return gate.run(() => argon2Hash(password.normalize('NFKC'), argon2Options));
    },
    async verify(password, stored) {
      if (!stored.startsWith('$argon2id$')) return verifyScrypt(password, stored);
      return gate.run(() =>
        // A malformed stored value is a wrong password, as for scrypt.
        argon2Verify(stored, password.normalize('NFKC')).catch(() => false),
      );
    },
    needsRehash(stored) {
      if (typeof scheme === 'number') return !stored.startsWith(`scrypt$${scheme}$${BLOCK_SIZE}$`);
      return !stored.startsWith(ARGON2ID_PREFIX);
    },
  };
}
