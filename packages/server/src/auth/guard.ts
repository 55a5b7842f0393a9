import { timingSafeEqual } from 'node:crypto';
import { canAccess, type AccessArea } from '@lp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { findSession, SESSION_COOKIE, type ActiveSession } from './sessions';
import { isAllowedOriginOrUniversity } from '../tenancy/allowed-origin';
import { authAnswers } from './auth-answers';

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
  /**
   * The area of spec 2 section 6 (the one access rule the app's routes use): 403 unless one of
   * the user's roles may use it. Prefer it to `roles` for every endpoint of a spec 2 screen.
   */
  area?: AccessArea;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAccess['auth'];
    csrf?: RouteAccess['csrf'];
    roles?: RouteAccess['roles'];
    area?: RouteAccess['area'];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Every route with its access rules, as registered (the security probes run over it). */
    guardedRoutes: readonly GuardedRoute[];
    /** The CSRF token of the request's session, or null without one (the page's state carries it). */
    csrfTokenOfRequest(request: FastifyRequest): Promise<string | null>;
  }
}

export type GuardedRoute = { method: string; url: string; access: RouteAccess };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signed-in user of a guarded route (the guard already answered 401 otherwise). */
export function signedInUser(request: FastifyRequest) {
  if (!request.session) throw new ApiError(401, authAnswers.signInFirst);
  return request.session.user;
}

/**
 * Resolves the session from its cookie, then applies the route's access rules:
 * an Origin from elsewhere on an unsafe call (403), no session (401), wrong or
 * missing CSRF header (403), missing role (403).
 */
export function installGuard(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('session', null);
  app.decorate('csrfTokenOfRequest', async (request: FastifyRequest) => {
    const session = await findSession(context, request.cookies[SESSION_COOKIE]);
    return session?.csrfToken ?? null;
  });
  const routes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, access: { ...route.config } });
    }
  });
  app.addHook('onRequest', async (request) => {
    // The route's own path counts too: were the url ever written another way than the route
    // (issue 37, item 1: an absolute-form request line), an /api route is still guarded.
    const api = request.url.startsWith('/api/') || !!request.routeOptions.url?.startsWith('/api/');
    if (!api || request.is404) return;
    const access = request.routeOptions.config;
    const unsafe = !SAFE_METHODS.has(request.method);
    const origin = request.headers.origin;
    if (unsafe && origin !== undefined && !(await isAllowedOriginOrUniversity(context, origin))) {
      throw new ApiError(403, authAnswers.originNotAllowed);
    }
    if (access.auth === 'none') return;
    request.session = await findSession(context, request.cookies[SESSION_COOKIE]);
    if (!request.session) {
      if (access.auth === 'optional') return;
      throw new ApiError(401, authAnswers.signInFirst);
    }
    if (unsafe && access.csrf !== false) {
      const sent = request.headers['xsrf-token'];
      if (typeof sent !== 'string' || !sameSecret(sent, request.session.csrfToken)) {
        throw new ApiError(403, authAnswers.csrfInvalid);
      }
    }
    const needed = access.roles;
    const { roles } = request.session.user;
    if (needed && !roles.some((role) => needed.includes(role))) {
      throw new ApiError(403, authAnswers.forbidden);
    }
    // The user holds these roles; the app's active-role switch is a view, not a permission.
    const area = access.area;
    if (area && !roles.some((role) => canAccess(area, role))) {
      throw new ApiError(403, authAnswers.forbidden);
    }
  });
}
