import { preloadable } from '@lp/ui';
import { Suspense } from 'react';
import { useSessionUser } from '../data/use-session';
import { Outlet, redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { AppServices } from '../app-context';
import { PublicOnly, SignedIn } from './guards';
import { FullScreenLayout, PlainLayout } from './layouts';
import { RouteErrorScreen } from './route-error-screen';
import { LazyShellFrame, preloadShellFrame } from './shell-frame';
import { FALLBACK_PATH, redirects, routeTable } from './route-table';
import type { RouteEntry } from './route-types';

/** A signed-in visitor sees the shell's frame at once; a signed-out one is about to be sent to sign in. */
function SignedInFallback() {
  const { user } = useSessionUser();
  return user ? <LazyShellFrame /> : null;
}

/** What every leaf route carries in `handle`: its route-table entry (titles, area, placements). */
export interface RouteHandle {
  route: RouteEntry;
}

/**
 * The signed-in shell (sidebar, header, palette, menus): loaded only once someone is signed
 * in, so the sign-in pages do not carry it. The sign-in form calls this as it submits.
 */
export const loadSignedInShell = () => {
  void preloadShellFrame();
  return import('./signed-in-layout');
};

// A page the server drew names it among its blocks, so the browser has it before hydrating.
const SignedInShell = preloadable(
  'app/signed-in-shell',
  async () => (await loadSignedInShell()).SignedInLayout,
);

/** The access rule, then the screen's own data loader (both skipped for a signed-out visitor). */
async function routeLoader(route: RouteEntry, services: AppServices): Promise<LoaderFunction> {
  // The rule comes with the first signed-in page; the sign-in page does not carry it.
  const [screenLoader, { enforceAccess }] = await Promise.all([
    route.loader ? route.loader().then((module) => module.loader) : undefined,
    route.access === 'signed-in' ? import('./access') : { enforceAccess: () => {} },
  ]);
  let screenLoaded = false;
  return async ({ params, request }) => {
    // The SignedIn guard sends a signed-out visitor to sign in; nothing to load for them.
    if (route.access === 'signed-in' && !services.session.readUser()) return null;
    enforceAccess(route, services.session);
    // On the server the screen reads its answers while it renders (data/first-render.ts);
    // the loaders' prefetches belong to the browser's data cache.
    const onServer = !!services.firstRender?.useAnswer;
    const data = onServer ? null : (screenLoader?.({ params, request, services }) ?? null);
    if (screenLoaded) return data;
    // Until it has arrived, the loader also waits for the page's own code (the same import, no
    // second fetch): a loader that fails always reaches the route's error screen ('A new
    // version is available'), where a failing lazy Component could leave the page blank.
    await route.screen();
    screenLoaded = true;
    return data;
  };
}

/**
 * One leaf route: its module and its loader load in parallel (react-router's lazy object).
 * Every leaf has a loader, even one that loads nothing: react-router reports a route module
 * that failed to load only through a route's loader, and would otherwise render nothing.
 */
function leafRoute(route: RouteEntry, services: AppServices): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    lazy: {
      Component: async () => (await route.screen()).default,
      loader: () => routeLoader(route, services),
    },
  };
}

/**
 * A pathless route whose error screen renders inside the layout above it (the shell stays).
 * `standalone` where that layout has no <main> of its own.
 */
const withinLayout = (children: RouteObject[], standalone = false): RouteObject[] => [
  { errorElement: <RouteErrorScreen standalone={standalone} />, children },
];

/** The router's routes, generated from the one route table with its guards, areas and redirects. */
export function appRoutes(
  services: AppServices,
  table: readonly RouteEntry[] = routeTable,
): RouteObject[] {
  const leaves = (keep: (route: RouteEntry) => boolean) =>
    table.filter(keep).map((route) => leafRoute(route, services));
  return [
    {
      element: (
        <PublicOnly>
          <PlainLayout />
        </PublicOnly>
      ),
      hydrateFallbackElement: <div className="min-h-dvh bg-surface" />,
      errorElement: <RouteErrorScreen standalone />,
      children: withinLayout(leaves((r) => r.access === 'public-only')),
    },
    {
      element: (
        <SignedIn>
          <Outlet />
        </SignedIn>
      ),
      // Shown at once on a first visit while the shell's and the page's code arrive.
      hydrateFallbackElement: <SignedInFallback />,
      errorElement: <RouteErrorScreen standalone />,
      children: [
        {
          // An element rather than a lazy route Component: when a page's code fails on a first
          // load, react-router rendered nothing while the lazy layout around the page's error
          // screen was unresolved (found with the code blocked); Suspense shows the frame.
          element: (
            <Suspense fallback={<LazyShellFrame />}>
              <SignedInShell />
            </Suspense>
          ),
          children: withinLayout(leaves((r) => r.access === 'signed-in' && !r.fullScreen)),
        },
        {
          element: <FullScreenLayout />,
          children: withinLayout(
            leaves((r) => r.access === 'signed-in' && !!r.fullScreen),
            true,
          ),
        },
      ],
    },
    ...redirects.map(({ from, to }) => ({ path: from, loader: () => redirect(to) })),
    { path: '*', loader: () => redirect(FALLBACK_PATH) },
  ];
}
