import {
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
import { TOKEN_LIFETIME_MS } from './one-time-tokens';
import { enforceLimits } from './rate-limit';
import { endAllSessionsOf } from './sessions';
import { findUserByEmail } from './users';

const EXPIRED_RESET = 'The link to reset your password has expired. Generate a new one.';
const FORGOT_ANSWER =
  'If an account exists for this email, we have sent a link to reset the password.';

/** Forgotten password, reset, and the token check the reset and invitation screens use. */
export function registerPasswordRoutes(
  app: FastifyInstance,
  context: AppContext,
  kit: AuthKit,
): void {
  const { db, now, passwords, mailer, limiters } = context;
  const { tokens, link } = kit;

  app.post(`${API}/forgot-password`, { config: PUBLIC }, async (request, reply) => {
    const email = parseWith(forgotPasswordRequestSchema, request.body).email.toLowerCase();
    enforceLimits(
      [
        [limiters.emailPerIp, request.ip],
        [limiters.emailPerAccount, email],
      ],
      'password reset requests',
    );
    const user = await findUserByEmail(db, email);
    if (user) {
      const { token } = await tokens.issue('RESET_PASSWORD', {
        email,
        userId: user.id,
        role: null,
        createdBy: null,
      });
      const minutes = TOKEN_LIFETIME_MS.RESET_PASSWORD / 60_000;
      await mailer.send(
        mailMessages.resetPassword(
          email,
          link('/auth/forgot-password/step/reset-password', token),
          minutes,
        ),
      );
    }
    return sendData(reply, null, FORGOT_ANSWER);
  });

  app.post(`${API}/reset-password`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(resetPasswordRequestSchema, request.body);
    const grant = await tokens.consume('RESET_PASSWORD', body.token);
    if (!grant?.userId) throw new ApiError(400, EXPIRED_RESET);
    const passwordHash = await passwords.hash(body.newPassword);
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
    return sendData(reply, null, 'Your password has been updated.');
  });

  app.post(`${API}/verify-token`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(verifyTokenRequestSchema, request.body);
    const grant = await tokens.peek(body.tokenType, body.token);
    return sendData(reply, { isExpired: grant === null });
  });
}
