import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

/**
 * After a sign-in with the right password: a hash of an older scheme or cost (scrypt, before
 * issue 37, item 9) is replaced by one of today's. Only if the stored hash is still the one
 * that was checked, so a password changed meanwhile is never overwritten. Best effort: a busy
 * hasher or a failed write leaves the old hash, which still verifies, for the next sign-in.
 */
export async function upgradePasswordHash(
  context: Pick<AppContext, 'db' | 'passwords'>,
  log: FastifyBaseLogger,
  user: { id: string; password_hash: string },
  password: string,
): Promise<void> {
  if (!context.passwords.needsRehash(user.password_hash)) return;
  try {
    const passwordHash = await context.passwords.hash(password);
    await context.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  } catch (error) {
    log.warn({ err: error }, 'The password hash could not be upgraded');
  }
}
