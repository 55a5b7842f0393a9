import { createHash } from 'node:crypto';
import {
  createPasswordHasher,
  type HashingLimits,
  type PasswordHasher,
} from '../security/password';

/**
 * A password hasher whose hashes a test can hold: while held, every hash that gets a slot
 * waits until `release()`, so the test sees the queue fill and refuse without timing anything.
 * The key is a plain sha-256 (tests only).
 */
export function heldHasher(limits: HashingLimits): {
  hasher: PasswordHasher;
  hold: () => void;
  release: () => void;
} {
  let held: (() => void)[] | null = null;
  const hasher = createPasswordHasher(1, limits, async (password, salt) => {
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    return createHash('sha256').update(password.normalize('NFKC')).update(salt).digest();
  });
  return {
    hasher,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
  };
}
