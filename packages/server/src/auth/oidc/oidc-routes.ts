import {
  OIDC_CALLBACK_PATH,
  OIDC_LOGOUT_PATH,
  OIDC_START_PATH,
  SIGN_IN_ERROR_PATH,
  type SignInFailureReason,
} from '@lp/contract';
import type { OidcLogoutResponse } from '@lp/contract/api';
import * as client from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sendData } from '../../http/envelope';
import { randomToken, sha256 } from '../../security/tokens';
import { universityOfRequest } from '../../tenancy/request-university';
import { PUBLIC } from '../auth-kit';
import { countUsersByUniversity } from '../users';
import { endSession, findSession, retireSession, SESSION_COOKIE, startSession } from '../sessions';
import { provisionAccount, type ProviderClaims } from './provision-account';
import { describeProviderFailure } from './provider-failure';
import type { ProviderClients } from './provider-client';
import { createProviderSettingsStore } from './provider-settings';
import { safeReturnPath } from './return-path';
import { authAnswers } from '../auth-answers';

/** Ties a sign-in under way to the browser that started it (refuses a callback elsewhere). */
const BINDING_COOKIE = 'lp_oidc_binding';
/** A sign-in at the provider must come back within this time. */
const ATTEMPT_TTL_MS = 10 * 60 * 1000;

/** The app's address as this browser sees it (the university's own host). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Sign-in through a university's OpenID Connect provider (issue 33): the authorization code
 * flow with PKCE, state and nonce (kept server-side, used once, bound to the browser), the
 * callback's checks by openid-client (issuer, audience, nonce, expiry, signature), then the
 * platform's own session, started exactly as a password sign-in starts it.
 */
export function registerOidcRoutes(
  app: FastifyInstance,
  context: AppContext,
  clients: ProviderClients,
): void {
  const { db } = context;
  const store = createProviderSettingsStore(db);

  /** The person's page for a failed sign-in; the log gets the cause, never a token. */
  const fail = (
    request: FastifyRequest,
    reply: FastifyReply,
    reason: SignInFailureReason,
    cause: string,
  ) => {
    request.log.warn({ reason, cause }, 'sign-in through provider refused');
    reply.clearCookie(BINDING_COOKIE, { path: OIDC_CALLBACK_PATH });
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${SIGN_IN_ERROR_PATH}?reason=${reason}`, 303);
  };

  app.get<{ Querystring: { returnTo?: string } }>(
    OIDC_START_PATH,
    { config: PUBLIC },
    async (request, reply) => {
      const university = await universityOfRequest(context, request);
      if (university.status === 'suspended')
        return fail(request, reply, 'suspended', 'university suspended');
      const settings = await store.of(university.id);
      if (!settings?.enabled) return fail(request, reply, 'unavailable', 'no provider');
      let config: client.Configuration;
      try {
        config = await clients(settings);
      } catch (error) {
        const failure = describeProviderFailure(error, settings.issuerUrl);
        return fail(request, reply, failure.reason, failure.cause);
      }
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const binding = randomToken();
      const redirectUri = `${originOf(request)}${OIDC_CALLBACK_PATH}`;
      const now = context.now();
      await db.deleteFrom('sign_in_attempts').where('expires_at', '<=', now).execute();
      await db
        .insertInto('sign_in_attempts')
        .values({
          state_hash: sha256(state),
          binding_hash: sha256(binding),
          university_id: university.id,
          code_verifier: codeVerifier,
          nonce,
          redirect_uri: redirectUri,
          return_to: safeReturnPath(request.query.returnTo),
          expires_at: new Date(now.getTime() + ATTEMPT_TTL_MS),
        })
        .execute();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.setCookie(BINDING_COOKIE, binding, {
        path: OIDC_CALLBACK_PATH,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level navigation, which carries it.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: ATTEMPT_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 303);
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    OIDC_CALLBACK_PATH,
    { config: PUBLIC },
    async (request, reply) => {
      const { state } = request.query;
      const binding = request.cookies[BINDING_COOKIE];
      // Used once: taken out before anything else, so a replayed callback finds nothing.
      const attempt =
        typeof state === 'string' && state.length <= 200
          ? await db
              .deleteFrom('sign_in_attempts')
              .where('state_hash', '=', sha256(state))
              .returningAll()
              .executeTakeFirst()
          : undefined;
      if (!attempt) return fail(request, reply, 'invalid', 'unknown or used state');
      if (attempt.expires_at.getTime() <= context.now().getTime())
        return fail(request, reply, 'invalid', 'sign-in attempt expired');
      if (!binding || sha256(binding) !== attempt.binding_hash)
        return fail(request, reply, 'invalid', 'state not bound to this browser');
      const university = await universityOfRequest(context, request);
      if (university.id !== attempt.university_id)
        return fail(request, reply, 'invalid', 'callback on another university');
      if (university.status === 'suspended')
        return fail(request, reply, 'suspended', 'university suspended');
      const settings = await store.of(university.id);
      if (!settings?.enabled) return fail(request, reply, 'unavailable', 'no provider');

      let claims: ProviderClaims;
      let issuer: string;
      try {
        const config = await clients(settings);
        issuer = config.serverMetadata().issuer;
        const currentUrl = new URL(attempt.redirect_uri);
        for (const [key, value] of new URL(request.url, 'http://callback.invalid').searchParams)
          currentUrl.searchParams.append(key, value);
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: attempt.code_verifier,
          expectedState: state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) return fail(request, reply, 'invalid', 'no ID token');
        claims = { ...idClaims } as ProviderClaims;
        // Many providers keep e-mail and names out of the ID token: userinfo has them.
        if (!claims.email && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...info, ...claims } as ProviderClaims;
        }
      } catch (error) {
        const failure = describeProviderFailure(error, settings.issuerUrl);
        return fail(request, reply, failure.reason, failure.cause);
      }

      const result = await provisionAccount(context, university, settings, issuer, claims);
      if (!result.ok) return fail(request, reply, result.reason, result.cause);
      const user = await db
        .selectFrom('users')
        .select('status')
        .where('id', '=', result.userId)
        .executeTakeFirstOrThrow();
      if (user.status === 'suspended')
        return fail(request, reply, 'suspended', 'account suspended');
      if (result.created) context.presence.setTotalUsers(await countUsersByUniversity(db));

      // The same session start as a password sign-in: a fresh id (fixation), cookie and CSRF token.
      await retireSession(context, await findSession(context, request.cookies[SESSION_COOKIE]));
      await startSession(context, reply, request, result.userId);
      request.log.info(
        { university: university.slug, created: result.created },
        'signed in through provider',
      );
      reply.clearCookie(BINDING_COOKIE, { path: OIDC_CALLBACK_PATH });
      return reply.header('cache-control', 'no-store').redirect(attempt.return_to, 303);
    },
  );

  // Sign-out (issue 33, item 4): the platform session ends; where the university turned on
  // RP-initiated logout and its provider offers it, the answer says where to continue.
  app.post(OIDC_LOGOUT_PATH, { config: { auth: 'optional' } }, async (request, reply) => {
    let redirectTo: string | null = null;
    const session = request.session;
    if (session) {
      const settings = await store.of(session.universityId);
      if (settings?.enabled && settings.rpLogout) {
        try {
          const config = await clients(settings);
          if (config.serverMetadata().end_session_endpoint) {
            redirectTo = client.buildEndSessionUrl(config, {
              client_id: settings.clientId,
              post_logout_redirect_uri: `${originOf(request)}/auth/login`,
            }).href;
          }
        } catch (error) {
          // The platform session ends whatever the provider's state.
          const failure = describeProviderFailure(error, settings.issuerUrl);
          request.log.warn({ cause: failure.cause }, 'provider logout unavailable');
        }
      }
      context.presence.closeSession(session.idHash);
    }
    await endSession(context, reply, session);
    const answer: OidcLogoutResponse = { redirectTo };
    return sendData(reply, answer, authAnswers.loggedOut);
  });
}
