import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { findSession, SESSION_COOKIE, type ActiveSession } from './sessions';

export type RouteAccess = {
  /** 'required' (the default) answers 401 without a session. */
  auth?: 'required' | 'optional' | 'none';
  /**
   * Unsafe methods check the XSRF-TOKEN header against the session's token
   * unless this is false (sign-in, registration and the e-mailed-token flows:
   * docs/api.md says why each is exempt).
   */
  csrf?: boolean;
  /** Lower-case roles of which the user needs at least one. */
  roles?: readonly string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAccess['auth'];
    csrf?: RouteAccess['csrf'];
    roles?: RouteAccess['roles'];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signed-in user of a guarded route (the guard already answered 401 otherwise). */
export function signedInUser(request: FastifyRequest) {
  if (!request.session) throw new ApiError(401, 'You need to sign in first.');
  return request.session.user;
}

/**
 * Resolves the session from its cookie, then applies the route's access rules:
 * an Origin from elsewhere on an unsafe call (403), no session (401), wrong or
 * missing CSRF header (403), missing role (403).
 */
export function installGuard(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const access = request.routeOptions.config;
    const unsafe = !SAFE_METHODS.has(request.method);
    const origin = request.headers.origin;
    if (unsafe && origin !== undefined && !context.isAllowedOrigin(origin)) {
      throw new ApiError(403, 'Requests from this origin are not allowed.');
    }
    if (access.auth === 'none') return;
    request.session = await findSession(context, request.cookies[SESSION_COOKIE]);
    if (!request.session) {
      if (access.auth === 'optional') return;
      throw new ApiError(401, 'You need to sign in first.');
    }
    if (unsafe && access.csrf !== false) {
      const sent = request.headers['xsrf-token'];
      if (typeof sent !== 'string' || !sameSecret(sent, request.session.csrfToken)) {
        throw new ApiError(403, 'Invalid or missing CSRF token. Please sign in again.');
      }
    }
    const needed = access.roles;
    if (needed && !request.session.user.roles.some((role) => needed.includes(role))) {
      throw new ApiError(403, 'You do not have permission to do this.');
    }
  });
}
