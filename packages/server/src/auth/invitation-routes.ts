import { acceptInvitationRequestSchema, inviteRequestSchema } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { mailMessages } from '../mail/messages';
import { API, PUBLIC, type AuthKit } from './auth-kit';
import { signedInUser } from './guard';
import { TOKEN_LIFETIME_MS } from './one-time-tokens';
import { assertAcceptablePassword } from './password-policy';
import { startSession } from './sessions';
import { findUserByEmail, insertUser, publicUser } from './users';

const EXPIRED_INVITATION = 'This invitation has expired or was already used.';

/** Invitations by admins and their acceptance (the flow of spec 2 §2.7). */
export function registerInvitationRoutes(
  app: FastifyInstance,
  context: AppContext,
  kit: AuthKit,
): void {
  const { db, now, passwords, mailer } = context;
  const { tokens, link, publishUserTotal } = kit;

  app.post(
    `${API}/invite`,
    { config: { roles: ['admin', 'superuser'] } },
    async (request, reply) => {
      const inviter = signedInUser(request);
      const body = parseWith(inviteRequestSchema, request.body);
      const email = body.email.toLowerCase();
      if (body.role === 'SUPERUSER' && !inviter.roles.includes('superuser')) {
        throw new ApiError(403, 'Only a superuser can invite a superuser.');
      }
      if (await findUserByEmail(db, email))
        throw new ApiError(409, 'An account with this email already exists.');
      const role = body.role.toLowerCase();
      const { token, expiresAt } = await tokens.issue('INVITATION', {
        email,
        userId: null,
        role,
        createdBy: inviter.id,
      });
      const days = TOKEN_LIFETIME_MS.INVITATION / 86_400_000;
      const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
      await mailer.send(
        mailMessages.invitation(email, inviterName, role, link('/auth/invite', token), days),
      );
      return sendData(
        reply,
        { email, role: body.role, expiresAt: expiresAt.toISOString() },
        'Invitation sent',
        201,
      );
    },
  );

  app.post(`${API}/invite/accept`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(acceptInvitationRequestSchema, request.body);
    const email = body.email.toLowerCase();
    const invitation = await tokens.peek('INVITATION', body.token);
    if (!invitation) throw new ApiError(400, EXPIRED_INVITATION);
    if (invitation.email !== email)
      throw new ApiError(400, 'Please use the email address the invitation was sent to.');
    if (await findUserByEmail(db, email))
      throw new ApiError(409, 'An account with this email already exists.');
    assertAcceptablePassword(body.password, email);
    const passwordHash = await passwords.hash(body.password);
    if (!(await tokens.consume('INVITATION', body.token)))
      throw new ApiError(400, EXPIRED_INVITATION);
    const role = invitation.role ?? 'student';
    const userId = await insertUser(db, {
      email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      roles: [role],
      // The invitation reached this mailbox: that confirms the address.
      verifiedAt: now(),
      createdAt: now(),
    });
    if (!userId) throw new ApiError(409, 'An account with this email already exists.');
    await publishUserTotal();
    const csrfToken = await startSession(context, reply, request, userId);
    const user = { email, firstName: body.firstName, lastName: body.lastName, roles: [role] };
    return sendData(
      reply,
      { ...publicUser(user), csrfToken },
      'Welcome! Your account is ready.',
      201,
    );
  });
}
