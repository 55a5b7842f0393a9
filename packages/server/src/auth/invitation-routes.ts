import {
  acceptInvitationRequestSchema,
  inviteRequestSchema,
  tenancyMessages,
  universityMessages,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { universityOfRequest } from '../tenancy/request-university';
import { createUniversityRepository } from '../tenancy/university-repository';
import { API, PUBLIC, type AuthKit } from './auth-kit';
import { signedInUser } from './guard';
import { assertAcceptablePassword } from './password-policy';
import { sendInvitation } from './send-invitation';
import { startSession } from './sessions';
import { findUserByEmail, insertUser, publicUser } from './users';

const EXPIRED_INVITATION = 'This invitation has expired or was already used.';

/** Invitations by admins and their acceptance (the flow of spec 2 §2.7). */
export function registerInvitationRoutes(
  app: FastifyInstance,
  context: AppContext,
  kit: AuthKit,
): void {
  const { db, now, passwords } = context;
  const { tokens, publishUserTotal } = kit;
  const universities = createUniversityRepository(db);

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
      // The invited account joins the university the inviter's screens work on.
      const university = await universities.byId(request.session!.currentUniversityId);
      if (!university) throw new ApiError(404, universityMessages.notFound);
      const { expiresAt } = await sendInvitation(context, kit, {
        email,
        role: body.role.toLowerCase(),
        university,
        inviter,
      });
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
    const university = invitation.universityId
      ? await universities.byId(invitation.universityId)
      : await universityOfRequest(context, request);
    if (!university) throw new ApiError(400, EXPIRED_INVITATION);
    if (university.status === 'suspended')
      throw new ApiError(403, tenancyMessages.universitySuspended);
    const userId = await insertUser(db, {
      universityId: university.id,
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
