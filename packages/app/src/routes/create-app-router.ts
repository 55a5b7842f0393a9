import {
  createBrowserRouter,
  matchPath,
  matchRoutes,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { PageHydration } from '@lp/contract';
import type { AppServices } from '../app-context';
import { appRoutes, signedInLeaves } from './app-routes';
import { nextTask } from '../next-task';
import { publicRouteTable } from './public-routes';
import { loadSignedInTable } from './signed-in-table';

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

/** A page of the table's public part: the browser can draw it without the signed-in part. */
const isPublicPage = (pathname: string) =>
  publicRouteTable.some((route) => matchPath({ path: route.path, end: true }, pathname));

/**
 * The browser's data router over the route table. The signed-in pages' part of the table
 * arrives with the shell: a page that starts on one loads it first; the sign-in page does not,
 * and the router patches it in on the first navigation that needs it (react-router's
 * `patchRoutesOnNavigation`: a path only the catch-all matches asks for it).
 *
 * A page the server rendered (`hydration`) starts with the server's loader data and its route's
 * code already loaded, so its first pass hydrates the server's HTML instead of running the
 * loaders again.
 */
export async function createAppRouter(
  services: AppServices,
  hydration?: Pick<PageHydration, 'loaderData' | 'actionData' | 'errors'>,
): Promise<AppRouter> {
  let signedInPatched = !isPublicPage(globalThis.location.pathname);
  const routes = appRoutes(
    services,
    signedInPatched ? [...publicRouteTable, ...(await loadSignedInTable())] : publicRouteTable,
  );
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
    if (signedInPatched) return;
    const leaves = signedInLeaves(await loadSignedInTable(), services);
    // A navigation that was overtaken patches nothing (react-router ignores its patch).
    if (signedInPatched || signal.aborted) return;
    signedInPatched = true;
    for (const [parentId, children] of Object.entries(leaves)) patch(parentId, children);
  };
  if (!hydration) return createBrowserRouter(routes, { patchRoutesOnNavigation });
  await resolveMatchedRoutes(routes, globalThis.location.pathname);
  await nextTask(); // the route modules' evaluation was this task's work; the router is the next's
  const hydrationData: HydrationState = {
    loaderData: hydration.loaderData,
    actionData: hydration.actionData,
    // Plain objects of an error answer's shape: `isRouteErrorResponse` checks the shape only.
    errors: hydration.errors ?? null,
  };
  return createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation });
}
