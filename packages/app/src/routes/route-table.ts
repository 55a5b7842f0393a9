import { publicRoutes } from './public-routes';
import type { RouteEntry } from './route-types';
import { signedInRoutes } from './signed-in-routes';

export { FALLBACK_PATH, redirects, SIGN_IN_PATH, SIGNED_IN_HOME } from './public-routes';

/**
 * Every route of spec 1 section 2 and spec 2 section 2.1, in one table keyed by name, written
 * in two files: the public pages (public-routes.ts, on the sign-in page's first load) and the
 * signed-in ones (signed-in-routes.ts, which arrive with the shell). Routing, guards, role areas,
 * the sidebar, the mobile menu, the bottom bar, the command palette, the titles and the typed
 * path builders (`paths`) are all derived from it: adding a page is one entry plus its route
 * module.
 */
export const routes = { ...publicRoutes, ...signedInRoutes };

export type RouteName = keyof typeof routes;

/** The table as a list (navigation orders by each placement's `order`). */
export const routeTable: readonly RouteEntry[] = Object.values(routes);
