import { localeOfAddress } from '../mail/recipient-locale';
import {
  registerRequestSchema,
  resendVerificationRequestSchema,
  tenancyMessages,
  verifyEmailRequestSchema,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { mailMessages } from '../mail/messages';
import { API, PUBLIC, type AuthKit } from './auth-kit';
import { assertAcceptablePassword } from './password-policy';
import { enforceEmailLimits, enforceLimits } from './rate-limit';
import { clientLimitKey } from '../security/client-address';
import { findUserByEmail, insertUser } from './users';
import { universityOfRequest } from '../tenancy/request-university';
import { universityAppUrl } from '../tenancy/university-links';
import { authAnswers } from './auth-answers';

const RESEND_ANSWER =
  'If this email has an unconfirmed account, we have sent a new confirmation link.';

/** Registration and e-mail confirmation (decision 0002). */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  context: AppContext,
  kit: AuthKit,
): void {
  const { db, now, passwords, mailer, limiters, background } = context;
  const { tokens, sendVerification, publishUserTotal } = kit;

  app.post(`${API}/register`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(registerRequestSchema, request.body);
    const email = body.email.toLowerCase();
    await enforceLimits([[limiters.emailPerIp, clientLimitKey(request.ip)]], 'requests');
    assertAcceptablePassword(body.password, email);
    // A learner joins the university whose host they registered on.
    const university = await universityOfRequest(context, request);
    if (university.status === 'suspended') {
      throw new ApiError(403, tenancyMessages.universitySuspended);
    }
    const userId = await insertUser(db, {
      universityId: university.id,
      email,
      passwordHash: await passwords.hash(body.password),
      firstName: body.firstName,
      lastName: body.lastName,
      roles: ['student'],
      verifiedAt: null,
      createdAt: now(),
    });
    // The e-mails go out after the answer, so its timing does not tell a new address from
    // a registered one either.
    background.run('register', async () => {
      if (userId) {
        await sendVerification(email, userId, body.firstName);
        await publishUserTotal();
      } else {
        // Same answer as a new account, so the form does not reveal who is registered.
        const base = universityAppUrl(context, university);
        await mailer.send(
          mailMessages.accountExists(
            email,
            `${base}/auth/login`,
            `${base}/auth/forgot-password`,
            await localeOfAddress(db, email),
          ),
        );
      }
    });
    return sendData(reply, null, authAnswers.registrationSuccessful, 201);
  });

  app.post(`${API}/verify-email`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(verifyEmailRequestSchema, request.body);
    const grant = await tokens.consume('EMAIL_VERIFICATION', body.token);
    if (!grant?.userId) throw new ApiError(400, authAnswers.confirmationExpired);
    await db
      .updateTable('users')
      .set({ email_verified_at: now() })
      .where('id', '=', grant.userId)
      .execute();
    return sendData(
      reply,
      { email: grant.email },
      'Your email address is confirmed. You can sign in now.',
    );
  });

  app.post(`${API}/resend-verification`, { config: PUBLIC }, async (request, reply) => {
    const email = parseWith(resendVerificationRequestSchema, request.body).email.toLowerCase();
    const sends = await enforceEmailLimits(limiters, email, request.ip, 'requests');
    background.run('resend-verification', async () => {
      if (!sends) return;
      const user = await findUserByEmail(db, email);
      if (user && !user.email_verified_at) await sendVerification(email, user.id, user.first_name);
    });
    return sendData(reply, null, RESEND_ANSWER);
  });
}
