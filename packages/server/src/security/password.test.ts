import { describe, expect, it } from 'vitest';
import { heldHasher } from '../testing/held-hasher';
import { createPasswordHasher, HashingOverloadedError, OWASP_SCRYPT_COST } from './password';

describe('password hashing', () => {
  const hasher = createPasswordHasher(2 ** 10);

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('Correct horse 1!');
    expect(await hasher.verify('Correct horse 1!', stored)).toBe(true);
    expect(await hasher.verify('Correct horse 2!', stored)).toBe(false);
  });

  it('salts every hash and records its cost', async () => {
    const [first, second] = await Promise.all([hasher.hash('same'), hasher.hash('same')]);
    expect(first).not.toBe(second);
    expect(first.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
  });

  it('refuses stored values it does not understand', async () => {
    expect(await hasher.verify('x', 'plain-text')).toBe(false);
  });

  it('defaults to Argon2id at the OWASP setting (issue 37, item 9)', async () => {
    const argon2 = createPasswordHasher();
    const stored = await argon2.hash('Correct horse 1!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await argon2.verify('Correct horse 1!', stored)).toBe(true);
    expect(await argon2.verify('Correct horse 2!', stored)).toBe(false);
    // Compared after NFKC, as the scrypt hashes are.
    expect(await argon2.verify('Ｃorrect horse 1!', stored)).toBe(true);
    expect(await argon2.verify('x', '$argon2id$v=19$m=19456,t=2,p=1$broken')).toBe(false);
    expect(argon2.needsRehash(stored)).toBe(false);
  });

  it('still verifies scrypt hashes, at their own cost, and asks for them to be redone', async () => {
    const argon2 = createPasswordHasher();
    const old = await hasher.hash('Correct horse 1!');
    expect(await argon2.verify('Correct horse 1!', old)).toBe(true);
    expect(await argon2.verify('Correct horse 2!', old)).toBe(false);
    expect(argon2.needsRehash(old)).toBe(true);
    expect(argon2.needsRehash(`scrypt$${OWASP_SCRYPT_COST}$8$1$c2FsdA==$a2V5`)).toBe(true);
    expect(argon2.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$a2V5')).toBe(true);
  });
});

describe('bounded hashing (issue 19, item 10)', () => {
  it('runs at most `concurrency` hashes at once and refuses past the waiting room', async () => {
    const gated = createPasswordHasher(2 ** 12, { concurrency: 1, maxWaiting: 2 });
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, gated.load.running)), 0);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) => gated.hash(`password ${index}`)),
    );
    clearInterval(watch);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(2);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(HashingOverloadedError);
    expect(most).toBeLessThanOrEqual(1);
    expect(gated.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the wait for a hashing slot is bounded (issue 37, item 5)', () => {
  it('refuses a hash that waited past maxWaitMs, and keeps the queue and slots right', async () => {
    const { hasher, hold, release } = heldHasher({ concurrency: 1, maxWaiting: 32, maxWaitMs: 20 });
    hold();
    const first = hasher.hash('first password');
    await expect.poll(() => hasher.load).toEqual({ running: 1, waiting: 0 });
    // The slot is held until release(): the waiting hash can only end through its bound.
    const refused = await hasher.hash('second password').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HashingOverloadedError);
    expect((refused as HashingOverloadedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(hasher.load).toEqual({ running: 1, waiting: 0 });
    release();
    await first;
    expect(await hasher.verify('third password', await hasher.hash('third password'))).toBe(true);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a hash that gets its slot in time run to the end', async () => {
    const { hasher, hold, release } = heldHasher({
      concurrency: 1,
      maxWaiting: 32,
      maxWaitMs: 60_000,
    });
    hold();
    const hashes = [hasher.hash('one password'), hasher.hash('two password')];
    await expect.poll(() => hasher.load).toEqual({ running: 1, waiting: 1 });
    release();
    expect(await Promise.all(hashes)).toHaveLength(2);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
  });
});
