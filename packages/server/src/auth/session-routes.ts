import { loginRequestSchema } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { API, PUBLIC } from './auth-kit';
import { signedInUser } from './guard';
import { enforceLimits } from './rate-limit';
import { endSession, findSession, retireSession, SESSION_COOKIE, startSession } from './sessions';
import { findUserByEmail, publicUser } from './users';

/** Sign-in, sign-out and the current user. */
export function registerSessionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, passwords, limiters } = context;
  // A wrong e-mail still costs one hash, so timing does not tell which accounts exist.
  const decoyHash = passwords.hash('decoy password');

  app.post(`${API}/login`, { config: PUBLIC }, async (request, reply) => {
    const body = parseWith(loginRequestSchema, request.body);
    const email = body.email.toLowerCase();
    enforceLimits(
      [
        [limiters.signInPerIp, request.ip],
        [limiters.signInPerAccount, email],
      ],
      'sign-in attempts',
    );
    const user = await findUserByEmail(db, email);
    const matches = await passwords.verify(body.password, user?.password_hash ?? (await decoyHash));
    if (!user || !matches) throw new ApiError(401, 'Invalid email or password.');
    if (!user.email_verified_at) {
      throw new ApiError(
        403,
        'Please confirm your email address first: open the link we sent you when you registered.',
      );
    }
    limiters.signInPerAccount.reset(email);
    await retireSession(context, await findSession(context, request.cookies[SESSION_COOKIE]));
    const csrfToken = await startSession(context, reply, request, user.id);
    const signedIn = {
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      roles: user.roles,
    };
    return sendData(reply, { ...publicUser(signedIn), csrfToken }, 'Login successful');
  });

  app.post(`${API}/logout`, { config: { auth: 'optional' } }, async (request, reply) => {
    if (request.session) context.presence.closeSession(request.session.idHash);
    await endSession(context, reply, request.session);
    return sendData(reply, null, 'Logged out');
  });

  app.get(`${API}/me`, async (request, reply) =>
    sendData(reply, publicUser(signedInUser(request))),
  );
}
