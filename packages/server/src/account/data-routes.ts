import { accountMessages, deleteAccountRequestSchema } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { confirmOwnPassword } from '../auth/own-password';
import { countUsersByUniversity } from '../auth/users';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { SESSION_COOKIE } from '../auth/sessions';
import { API, OWN_ACCOUNT, ownSession } from './account-kit';
import { deleteAccount, exportOf, isLastAdmin } from './account-data';

/** Your data (issue 35): the JSON archive of the person's data, and deleting the account. */
export function registerDataRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, now } = context;

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
    await confirmOwnPassword(
      context,
      request.ip,
      user,
      body.password,
      accountMessages.passwordWrong,
    );
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
