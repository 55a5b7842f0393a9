import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createAuthKit } from './auth-kit';
import { registerInvitationRoutes } from './invitation-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerSessionRoutes } from './session-routes';

/** Every /api/v1/auth route. */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const kit = createAuthKit(context);
  registerSessionRoutes(app, context);
  registerRegistrationRoutes(app, context, kit);
  registerPasswordRoutes(app, context, kit);
  registerInvitationRoutes(app, context, kit);
}
