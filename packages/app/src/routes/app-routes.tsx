import { preloadable } from '@lp/ui';
import { Suspense } from 'react';
import { useSessionUser } from '../data/use-session';
import {
  Outlet,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import type { AppServices } from '../app-context';
import type * as AccessModule from './access';
import type * as SignedInLayoutModule from './signed-in-layout';
import { loadSignedInTable, signedInRoutesModule } from './signed-in-table';
import { PublicOnly, SignedIn } from './guards';
import { FullScreenLayout, PlainLayout } from './layouts';
import { RouteErrorScreen } from './route-error-screen';
import { LazyShellFrame, preloadShellFrame } from './shell-frame';
import type * as FeedDataCache from './feed-data-cache';
import { shellModule } from './route-modules';
import { FALLBACK_PATH, redirects, SIGN_IN_PATH, SIGNED_IN_HOME } from './public-routes';
import type { RouteEntry, ScreenAction, ScreenLoader } from './route-types';

/** A signed-in visitor sees the shell's frame at once; a signed-out one is about to be sent to sign in. */
function SignedInFallback() {
  const { user } = useSessionUser();
  return user ? <LazyShellFrame /> : null;
}

/** What a route carries in `handle`: its route-table entry (leaves) and the modules it loads. */
export interface RouteHandle {
  route?: RouteEntry;
  /** Ids of the modules the route loads (route-modules.ts): the server preloads them. */
  modules: string[];
}

const signedInLayout = shellModule('signed-in-layout');
const accessRule = shellModule('access');
const shellFrame = shellModule('shell-frame-module');

/**
 * The signed-in shell (sidebar, header, palette, menus): loaded only once someone is signed
 * in, so the sign-in pages do not carry it. The sign-in form calls this as it submits.
 */
export const loadSignedInShell = () => {
  void preloadShellFrame();
  void loadSignedInTable();
  return signedInLayout.load() as Promise<typeof SignedInLayoutModule>;
};

// A page the server rendered names it among its lazy components: the browser has it before hydrating.
const SignedInShell = preloadable(
  'app/signed-in-shell',
  async () => (await loadSignedInShell()).SignedInLayout,
);

/** The module that offers loaders' requests to the screens' hooks, once the first has loaded it. */
let feeding: typeof FeedDataCache | undefined;

/**
 * The access rule, then the screen's own loader: its data, by data-cache key (route-data.ts).
 * In the browser its requests also become the ones the screen's hooks pick up.
 */
function routeLoader(route: RouteEntry, services: AppServices): LoaderFunction {
  let screenLoaded = false;
  return async ({ params, request }) => {
    // The layout's loader sends a signed-out visitor to sign in; nothing to load for them.
    if (route.access === 'signed-in' && !services.session.readUser()) return null;
    // The rule comes with the first signed-in page; the sign-in page does not carry it. A
    // module already loaded is used at once: a loader that runs again as the address changes
    // (the calendar's day, an admin list's filter) must not hold the navigation a turn.
    if (route.access === 'signed-in') {
      const rule = (accessRule.loaded ?? (await accessRule.load())) as typeof AccessModule;
      rule.enforceAccess(route, services.session);
    }
    const { loader } = route;
    const loaders = loader && (loader.module.loaded ?? (await loader.module.load()));
    const screenLoader = loaders?.[loader!.name] as ScreenLoader | undefined;
    const data = (await screenLoader?.({ params, request, services })) ?? null;
    if (data && !services.firstRender?.onServer) {
      // Its own small module, kept once loaded (no turn waited for it after the first).
      feeding ??= await import('./feed-data-cache');
      feeding.feedDataCache(data);
    }
    if (!screenLoaded) {
      // Until it has arrived, the loader also waits for the page's own code (the same import, no
      // second fetch): a loader that fails always reaches the route's error screen ('A new
      // version is available'), where a failing lazy Component could leave the page blank.
      await route.screen.load();
      screenLoaded = true;
    }
    return data;
  };
}

/**
 * One leaf route: its module and its loader load in parallel (react-router's lazy object).
 * Every leaf has a loader, even one that loads nothing: react-router reports a route module
 * that failed to load only through a route's loader, and would otherwise render nothing.
 */
function leafRoute(route: RouteEntry, services: AppServices): RouteObject {
  const modules = [route.screen.id, ...(route.loader ? [route.loader.module.id] : [])];
  const { action } = route;
  return {
    path: route.path,
    handle: { route, modules } satisfies RouteHandle,
    loader: routeLoader(route, services),
    ...(action && {
      action: async ({ params, request }: ActionFunctionArgs) => {
        const run = (await action.module.load())[action.name] as ScreenAction;
        return run({ params, request, services });
      },
    }),
    lazy: { Component: async () => (await route.screen.load()).default },
  };
}

/**
 * A pathless route whose error screen renders inside the layout above it (the shell stays).
 * `standalone` where that layout has no <main> of its own.
 */
const withinLayout = (children: RouteObject[], standalone = false, id?: string): RouteObject[] => [
  { id, errorElement: <RouteErrorScreen standalone={standalone} />, children },
];

/** The ids of the routes the signed-in pages hang under: their part of the table is patched in there. */
const SIGNED_IN_IN_SHELL = 'signed-in-in-shell';
const SIGNED_IN_FULL_SCREEN = 'signed-in-full-screen';

/** The signed-in pages' leaves, by the id of the route they hang under (in the shell, or full screen). */
export function signedInLeaves(
  table: readonly RouteEntry[],
  services: AppServices,
): Record<typeof SIGNED_IN_IN_SHELL | typeof SIGNED_IN_FULL_SCREEN, RouteObject[]> {
  const leaves = (fullScreen: boolean) =>
    table
      .filter((route) => route.access === 'signed-in' && !!route.fullScreen === fullScreen)
      .map((route) => leafRoute(route, services));
  return { [SIGNED_IN_IN_SHELL]: leaves(false), [SIGNED_IN_FULL_SCREEN]: leaves(true) };
}

/**
 * The router's routes, generated from the route table with its guards, areas and redirects.
 * The server gives the whole table; the browser gives the public part alone until the page
 * needs the signed-in one, which it then patches in (create-app-router.ts), so the sign-in
 * page does not load it.
 */
export function appRoutes(services: AppServices, table: readonly RouteEntry[]): RouteObject[] {
  const leaves = (keep: (route: RouteEntry) => boolean) =>
    table.filter(keep).map((route) => leafRoute(route, services));
  const signedIn = signedInLeaves(table, services);
  return [
    {
      // A signed-in visitor goes to the home page: on the server, before anything is drawn.
      loader: () => (services.session.readUser() ? redirect(SIGNED_IN_HOME) : null),
      handle: { modules: [] } satisfies RouteHandle,
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
      // A signed-out visitor goes to sign in: on the server, before anything is drawn.
      loader: () => {
        if (services.session.readUser()) return null;
        services.session.clear(); // any leftover of an ended session (its role, its tokens)
        return redirect(SIGN_IN_PATH);
      },
      handle: {
        modules: [shellFrame.id, accessRule.id, signedInRoutesModule.id],
      } satisfies RouteHandle,
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
          handle: { modules: [signedInLayout.id] } satisfies RouteHandle,
          // An element rather than a lazy route Component: when a page's code fails on a first
          // load, react-router rendered nothing while the lazy layout around the page's error
          // screen was unresolved (found with the code blocked); Suspense shows the frame.
          element: (
            <Suspense fallback={<LazyShellFrame />}>
              <SignedInShell />
            </Suspense>
          ),
          children: withinLayout(signedIn[SIGNED_IN_IN_SHELL], false, SIGNED_IN_IN_SHELL),
        },
        {
          element: <FullScreenLayout />,
          children: withinLayout(signedIn[SIGNED_IN_FULL_SCREEN], true, SIGNED_IN_FULL_SCREEN),
        },
      ],
    },
    {
      // Readable signed in or out (issue 35: a certificate's verification): no guard either way.
      handle: { modules: [] } satisfies RouteHandle,
      element: <PlainLayout />,
      hydrateFallbackElement: <div className="min-h-dvh bg-surface" />,
      errorElement: <RouteErrorScreen standalone />,
      children: withinLayout(leaves((r) => r.access === 'public')),
    },
    ...redirects.map(({ from, to }) => ({ path: from, loader: () => redirect(to) })),
    { path: '*', loader: () => redirect(FALLBACK_PATH) },
  ];
}
