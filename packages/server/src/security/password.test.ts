import { describe, expect, it } from 'vitest';
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

  it('defaults to the OWASP cost', async () => {
    const stored = await createPasswordHasher().hash('pw');
    expect(stored.startsWith(`scrypt$${OWASP_SCRYPT_COST}$8$1$`)).toBe(true);
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
