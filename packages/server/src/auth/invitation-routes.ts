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
import { reachesEveryUniversity } from '../tenancy/university-directory';
import { createUniversityRepository } from '../tenancy/university-repository';
import { API, PUBLIC, type AuthKit } from './auth-kit';
import { signedInUser } from './guard';
import { assertAcceptablePassword } from './password-policy';
import { sendInvitation } from './send-invitation';
import { startSession } from './sessions';
import { findUserByEmail, insertUser, publicUser } from './users';
import { authAnswers } from './auth-answers';

const EXPIRED_INVITATION = authAnswers.invitationExpired;

/** Invitations by admins and their acceptance (the flow of spec 2 §2.7). */
export function registerInvitationRoutes(
  app: FastifyInstance,
  context: AppContext,
  kit: AuthKit,
): void {
  const { db, now, passwords } = context;
  const { tokens, publishUserTotal } = kit;
  const universities = createUniversityRepository(db);

  // Spec 2 §2.15: whoever manages users invites (admin, university_admin, superuser). A
  // university_admin invites only into their own university, and no one above themselves.
  app.post(`${API}/invite`, { config: { area: 'university-admin' } }, async (request, reply) => {
    const inviter = signedInUser(request);
    const session = request.session!;
    const body = parseWith(inviteRequestSchema, request.body);
    const email = body.email.toLowerCase();
    const everyUniversity = reachesEveryUniversity(inviter.roles);
    if (body.role === 'SUPERUSER' && !inviter.roles.includes('superuser')) {
      throw new ApiError(403, authAnswers.superuserInvitesSuperuser);
    }
    if (body.role === 'ADMIN' && !everyUniversity) {
      throw new ApiError(403, authAnswers.adminInvitesAdmin);
    }
    const universityId =
      body.universityId ?? (everyUniversity ? session.currentUniversityId : session.universityId);
    if (!everyUniversity && universityId !== session.universityId)
      throw new ApiError(404, universityMessages.notFound);
    const university = await universities.byId(universityId);
    if (!university) throw new ApiError(404, universityMessages.notFound);
    if (university.status === 'suspended')
      throw new ApiError(409, tenancyMessages.universitySuspended);
    if (await findUserByEmail(db, email)) throw new ApiError(409, authAnswers.accountExists);
    const { expiresAt } = await sendInvitation(context, kit, {
      email,
      role: body.role.toLowerCase(),
      university,
      inviter,
    });
    return sendData(
      reply,
      { email, role: body.role, expiresAt: expiresAt.toISOString() },
      authAnswers.invitationSent,
      201,
    );
  });

  app.post(`${API}/invite/accept`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(acceptInvitationRequestSchema, request.body);
    const email = body.email.toLowerCase();
    const invitation = await tokens.peek('INVITATION', body.token);
    if (!invitation) throw new ApiError(400, EXPIRED_INVITATION);
    if (invitation.email !== email) throw new ApiError(400, authAnswers.useInvitedEmail);
    if (await findUserByEmail(db, email)) throw new ApiError(409, authAnswers.accountExists);
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
    if (!userId) throw new ApiError(409, authAnswers.accountExists);
    await publishUserTotal();
    const csrfToken = await startSession(context, reply, request, userId);
    const user = { email, firstName: body.firstName, lastName: body.lastName, roles: [role] };
    return sendData(reply, { ...publicUser(user), csrfToken }, authAnswers.welcome, 201);
  });
}
