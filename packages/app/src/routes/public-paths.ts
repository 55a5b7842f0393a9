import { pathBuilders } from './path-builders';
import { publicRoutes, SIGNED_IN_HOME } from './public-routes';

/**
 * The public pages' path builders, and the signed-in home they lead to, without the signed-in
 * part of the route table: what the sign-in, registration and reset pages link to.
 */
export const publicPaths = { ...pathBuilders(publicRoutes), dashboard: () => SIGNED_IN_HOME };
