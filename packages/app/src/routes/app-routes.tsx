import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicOnly, SignedIn } from './guards';
import { PlainLayout } from './layouts';
import { SignedInLayout } from './signed-in-layout';
import { FALLBACK_PATH, redirects, routeTable } from './route-table';
import { RouteScreen } from './route-screen';
import type { RouteEntry } from './route-types';

const toRoute = (route: RouteEntry): RouteObject => ({
  path: route.path,
  element: <RouteScreen route={route} />,
});

/** The router's routes, generated from the one route table with its guards and redirects. */
export function appRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  return [
    {
      element: (
        <PublicOnly>
          <PlainLayout />
        </PublicOnly>
      ),
      children: table.filter((r) => r.access === 'public-only').map(toRoute),
    },
    {
      element: (
        <SignedIn>
          <SignedInLayout />
        </SignedIn>
      ),
      children: table.filter((r) => r.access === 'signed-in').map(toRoute),
    },
    ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
    { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
  ];
}
