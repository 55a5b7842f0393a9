import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerDataRoutes } from './data-routes';
import { registerDeviceRoutes } from './device-routes';
import { registerPreferenceRoutes } from './preference-routes';
import { registerProfileRoutes } from './profile-routes';

/** The signed-in person's own pages (issue 35): profile, settings, devices, their data. */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext): void {
  registerProfileRoutes(app, context);
  registerPreferenceRoutes(app, context);
  registerDeviceRoutes(app, context);
  registerDataRoutes(app, context);
}
