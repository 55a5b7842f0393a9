import { localeOfUser } from '../mail/recipient-locale';
import {
  changePasswordRequestSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyTokenRequestSchema,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { mailMessages } from '../mail/messages';
import { API, PUBLIC, type AuthKit } from './auth-kit';
import { signedInUser } from './guard';
import { TOKEN_LIFETIME_MS } from './one-time-tokens';
import { assertAcceptablePassword } from './password-policy';
import { confirmOwnPassword } from './own-password';
import { enforceEmailLimits } from './rate-limit';
import { endAllSessionsOf } from './sessions';
import { findUserByEmail } from './users';
import { userAppUrl } from '../tenancy/university-links';
import { authAnswers } from './auth-answers';

const EXPIRED_RESET = authAnswers.resetLinkExpired;
const FORGOT_ANSWER = authAnswers.resetLinkSent;

/** Forgotten password, reset, change, and the token check the reset and invitation screens use. */
export function registerPasswordRoutes(
  app: FastifyInstance,
  context: AppContext,
  kit: AuthKit,
): void {
  const { db, now, passwords, mailer, limiters, background } = context;
  const { tokens, link } = kit;

  app.post(`${API}/forgot-password`, { config: PUBLIC }, async (request, reply) => {
    const email = parseWith(forgotPasswordRequestSchema, request.body).email.toLowerCase();
    const sends = await enforceEmailLimits(limiters, email, request.ip, 'password reset requests');
    // The answer goes out before the account is even looked up: its timing is the same
    // whether or not the address has an account (issue 19, item 7).
    background.run('forgot-password', async () => {
      if (!sends) return;
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const { token } = await tokens.issue('RESET_PASSWORD', {
        email,
        userId: user.id,
        role: null,
        createdBy: null,
      });
      const minutes = TOKEN_LIFETIME_MS.RESET_PASSWORD / 60_000;
      const base = await userAppUrl(context, user.id);
      await mailer.send(
        mailMessages.resetPassword(
          email,
          link('/auth/forgot-password/step/reset-password', token, base),
          minutes,
          await localeOfUser(db, user.id),
        ),
      );
    });
    return sendData(reply, null, FORGOT_ANSWER);
  });

  app.post(`${API}/reset-password`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(resetPasswordRequestSchema, request.body);
    const valid = await tokens.peek('RESET_PASSWORD', body.token);
    if (!valid?.userId) throw new ApiError(400, EXPIRED_RESET);
    // Checked before the token is used, so a refused password leaves the link working.
    assertAcceptablePassword(body.newPassword, valid.email);
    const passwordHash = await passwords.hash(body.newPassword);
    const grant = await tokens.consume('RESET_PASSWORD', body.token);
    if (!grant?.userId) throw new ApiError(400, EXPIRED_RESET);
    const user = await db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', grant.userId)
      .executeTakeFirst();
    await db
      .updateTable('users')
      // The reset link reached the mailbox, which proves it as well as a confirmation link would.
      .set({ password_hash: passwordHash, email_verified_at: user?.email_verified_at ?? now() })
      .where('id', '=', grant.userId)
      .execute();
    await endAllSessionsOf(context, grant.userId);
    // Sockets opened with those sessions end with them.
    context.presence.closeUser(grant.userId);
    return sendData(reply, null, authAnswers.passwordUpdated);
  });

  app.post(`${API}/change-password`, async (request, reply) => {
    const user = signedInUser(request);
    const session = request.session;
    const body = parseWith(changePasswordRequestSchema, request.body);
    await confirmOwnPassword(
      context,
      request.ip,
      user,
      body.currentPassword,
      CURRENT_PASSWORD_WRONG_MESSAGE,
    );
    assertAcceptablePassword(body.newPassword, user.email);
    const passwordHash = await passwords.hash(body.newPassword);
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .execute();
    // Every other session ends, with its sockets; this one stays signed in.
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .where('id_hash', '!=', session?.idHash ?? '')
      .execute();
    context.presence.closeUser(user.id, session?.idHash);
    return sendData(reply, null, authAnswers.passwordChanged);
  });

  app.post(`${API}/verify-token`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(verifyTokenRequestSchema, request.body);
    const grant = await tokens.peek(body.tokenType, body.token);
    return sendData(reply, { isExpired: grant === null });
  });
}
