import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

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
   * Hashes computed at once. Each takes a thread of libuv's pool (and 128 MiB at the OWASP
   * cost); the others stay free for file reads, compression and DNS. Default: half the
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
 * Hashes as `scrypt$N$r$p$salt$key` (base64), so each stored hash keeps its own
 * cost and a later raise of the cost never breaks old accounts. `cost` may be
 * lowered only by tests (buildServer's `unsafeTestPasswordCost`).
 */
export function createPasswordHasher(
  cost: number = OWASP_SCRYPT_COST,
  limits: HashingLimits = {},
  derive: DeriveKey = scryptAsync,
): PasswordHasher {
  const gate = createGate(
    Math.max(1, limits.concurrency ?? defaultHashConcurrency()),
    Math.max(0, limits.maxWaiting ?? 32),
    Math.max(0, limits.maxWaitMs ?? DEFAULT_MAX_HASH_WAIT_MS),
  );
  return {
    get load() {
      return gate.load;
    },
    async hash(password) {
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
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await gate.run(() =>
        derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p)),
      );
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
