import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicOnly, SignedIn } from './guards';
import { FullScreenLayout, PlainLayout } from './layouts';

// The signed-in shell (sidebar, header, palette, menus) loads only once someone is signed in,
// so the sign-in pages do not carry it.
const SignedInLayout = lazy(() =>
  import('./signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
);
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
          <Suspense fallback={null}>
            <SignedInLayout />
          </Suspense>
        </SignedIn>
      ),
      children: table.filter((r) => r.access === 'signed-in' && !r.fullScreen).map(toRoute),
    },
    {
      element: (
        <SignedIn>
          <FullScreenLayout />
        </SignedIn>
      ),
      children: table.filter((r) => r.access === 'signed-in' && r.fullScreen).map(toRoute),
    },
    ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
    { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
  ];
}
