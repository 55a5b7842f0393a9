import { loginRequestSchema, tenancyMessages, authMessages } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { API, PUBLIC } from './auth-kit';
import { refuseLocalPasswordWhereOff } from './oidc/sign-in-providers';
import { signedInUser } from './guard';
import { upgradePasswordHash } from './password-upgrade';
import { countPasswordAttempt } from './rate-limit';
import { clientLimitKey } from '../security/client-address';
import { endSession, findSession, retireSession, SESSION_COOKIE, startSession } from './sessions';
import { findUserByEmail, publicUser } from './users';
import { avatarUrlOf } from '../account/avatar-store';
import { createUniversityRepository } from '../tenancy/university-repository';
import { authAnswers } from './auth-answers';

/**
 * A suspended account, or an account of a suspended university, cannot sign in (issue 16). Asked
 * only once the password matched, so the answer tells a stranger nothing.
 */
async function refuseSuspended(
  context: AppContext,
  user: { status: string; university_id: string },
): Promise<void> {
  if (user.status === 'suspended') throw new ApiError(403, tenancyMessages.accountSuspended);
  const university = await createUniversityRepository(context.db).byId(user.university_id);
  if (university?.status === 'suspended') {
    throw new ApiError(403, tenancyMessages.universitySuspended);
  }
}

/** Sign-in, sign-out and the current user. */
export function registerSessionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, passwords, limiters } = context;
  // A wrong e-mail still costs one hash, so timing does not tell which accounts exist.
  const decoyHash = passwords.hash('decoy password');

  app.post(`${API}/login`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(loginRequestSchema, request.body);
    const email = body.email.toLowerCase();
    // The sign-in policy of docs/api.md (OWASP authentication cheat sheet): only failures
    // count; the lock is per (account, IP), so nobody can lock someone else out from
    // elsewhere, and an account under attack from many addresses is slowed down, not locked.
    const ip = clientLimitKey(request.ip);
    const accountAtIp = `${email} ${ip}`;
    // Counted before the hash, deciding on the count itself, and taken back on success: so
    // parallel guesses, on this process or others, cannot slip past the limit (issue 37, item 9).
    await countPasswordAttempt(
      [
        [limiters.signInPerIp, ip],
        [limiters.signInPerAccount, accountAtIp],
      ],
      'sign-in attempts',
    );
    if ((await limiters.signInSlowdown.check(email)) > 0 && context.signInSlowdownMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, context.signInSlowdownMs));
    }
    let user: Awaited<ReturnType<typeof findUserByEmail>>;
    let matches: boolean;
    try {
      user = await findUserByEmail(db, email);
      matches = await passwords.verify(body.password, user?.password_hash ?? (await decoyHash));
    } catch (error) {
      // Only a wrong password counts (issue 37, item 5): a busy server (503) or a fault gives
      // the attempt back, or a stranger's flood would lock the owner out through our own 503s.
      await limiters.signInPerIp.forgive(ip);
      await limiters.signInPerAccount.forgive(accountAtIp);
      throw error;
    }
    if (!user || !matches) {
      await limiters.signInSlowdown.hit(email);
      throw new ApiError(401, authMessages.invalidCredentials);
    }
    await limiters.signInPerIp.forgive(ip);
    await limiters.signInPerAccount.reset(accountAtIp);
    await upgradePasswordHash(context, request.log, user, body.password);
    if (!user.email_verified_at) {
      throw new ApiError(403, authAnswers.confirmEmailFirst);
    }
    await refuseSuspended(context, user);
    await refuseLocalPasswordWhereOff(context, user);
    await retireSession(context, await findSession(context, request.cookies[SESSION_COOKIE]));
    const csrfToken = await startSession(context, reply, request, user.id);
    const signedIn = {
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      roles: user.roles,
      ...(user.avatar_file ? { avatar: avatarUrlOf(user.avatar_file) } : {}),
      colorMode: user.color_mode,
      ...(user.locale ? { locale: user.locale } : {}),
    };
    return sendData(reply, { ...publicUser(signedIn), csrfToken }, authAnswers.loginSuccessful);
  });

  app.post(`${API}/logout`, { config: { auth: 'optional' } }, async (request, reply) => {
    if (request.session) context.presence.closeSession(request.session.idHash);
    await endSession(context, reply, request.session);
    return sendData(reply, null, authAnswers.loggedOut);
  });

  app.get(`${API}/me`, async (request, reply) =>
    sendData(reply, publicUser(signedInUser(request))),
  );
}
