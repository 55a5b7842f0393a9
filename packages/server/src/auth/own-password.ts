import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { clientLimitKey } from '../security/client-address';
import { countPasswordAttempt } from './rate-limit';

/**
 * Checks the signed-in person's own password before a change that needs it (changing the
 * password, deleting the account): a session left open or stolen must not guess it freely, so
 * the sign-in limits apply. Only a wrong password counts: a busy server (503) or a fault gives
 * the attempt back. A wrong one answers 400 with `wrongMessage`.
 */
export async function confirmOwnPassword(
  { db, passwords, limiters }: AppContext,
  clientIp: string,
  user: { id: string; email: string },
  password: string,
  wrongMessage: string,
): Promise<void> {
  const accountAtIp = `${user.email} ${clientLimitKey(clientIp)}`;
  await countPasswordAttempt([[limiters.signInPerAccount, accountAtIp]], 'attempts');
  let matches: boolean;
  try {
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    matches = await passwords.verify(password, row.password_hash);
  } catch (error) {
    await limiters.signInPerAccount.forgive(accountAtIp);
    throw error;
  }
  if (!matches) throw new ApiError(400, wrongMessage);
  await limiters.signInPerAccount.reset(accountAtIp);
}
