import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import type { PageHydration } from '@lp/contract';
import type { AppServices } from '../app-context';
import { appRoutes } from './app-routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes that match `pathname` into the route objects themselves (no
 * `lazy` left on them), so a router made from them can draw the page at once: hydration must
 * draw what the server drew, not a fallback while the code arrives.
 */
export async function resolveMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const),
      );
      delete route.lazy;
      Object.assign(route, Object.fromEntries(loaded));
    }),
  );
}

/**
 * The browser's data router over the route table. A page the server rendered (`hydration`)
 * starts with the server's loader data and its route's code already loaded, so its first pass
 * hydrates the server's HTML instead of running the loaders again.
 */
export async function createAppRouter(
  services: AppServices,
  hydration?: Pick<PageHydration, 'loaderData' | 'actionData' | 'errors'>,
): Promise<AppRouter> {
  const routes = appRoutes(services);
  if (!hydration) return createBrowserRouter(routes);
  await resolveMatchedRoutes(routes, globalThis.location.pathname);
  const hydrationData: HydrationState = {
    loaderData: hydration.loaderData,
    actionData: hydration.actionData,
    // Plain objects of an error answer's shape: `isRouteErrorResponse` checks the shape only.
    errors: hydration.errors ?? null,
  };
  return createBrowserRouter(routes, { hydrationData });
}
