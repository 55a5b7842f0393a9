import { accountMessages, deleteAccountRequestSchema } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { countPasswordAttempt } from '../auth/rate-limit';
import { countUsersByUniversity } from '../auth/users';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { clientLimitKey } from '../security/client-address';
import { SESSION_COOKIE } from '../auth/sessions';
import { API, OWN_ACCOUNT, ownSession } from './account-kit';
import { deleteAccount, exportOf, isLastAdmin } from './account-data';

/** Your data (issue 35): the JSON archive of the person's data, and deleting the account. */
export function registerDataRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, now, passwords, limiters } = context;

  app.get(`${API}/account/export`, OWN_ACCOUNT, async (request, reply) => {
    const { user } = ownSession(request);
    const archive = await exportOf(db, user.id, now());
    const day = archive.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
    return sendData(reply, archive);
  });

  app.post(`${API}/account/delete`, OWN_ACCOUNT, async (request, reply) => {
    const session = ownSession(request);
    const { user } = session;
    const body = parseWith(deleteAccountRequestSchema, request.body);
    // A session left open must not guess the password freely: the sign-in limits apply, as
    // they do to changing the password.
    const accountAtIp = `${user.email} ${clientLimitKey(request.ip)}`;
    await countPasswordAttempt([[limiters.signInPerAccount, accountAtIp]], 'attempts');
    let matches: boolean;
    try {
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      matches = await passwords.verify(body.password, row.password_hash);
    } catch (error) {
      await limiters.signInPerAccount.forgive(accountAtIp);
      throw error;
    }
    if (!matches) throw new ApiError(400, accountMessages.passwordWrong);
    await limiters.signInPerAccount.reset(accountAtIp);
    if (await isLastAdmin(db, user, session.universityId)) {
      throw new ApiError(409, accountMessages.lastAdmin);
    }
    await deleteAccount(db, user);
    context.presence.closeUser(user.id);
    context.presence.setTotalUsers(await countUsersByUniversity(db));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return sendData(reply, null, accountMessages.accountDeleted);
  });
}
