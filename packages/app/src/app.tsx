import {
  I18nProvider,
  RouterProvider as LinkRouterProvider,
  ServerTimeContext,
  ThemeProvider,
} from '@lp/ui';
import {
  Fragment,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppServicesContext, type AppServices } from './app-context';
import { readTheme, rememberModeForServer, writeTheme, type ThemeMode } from './data/preferences';
import { localStore } from './data/safe-storage';
import { saveColorMode } from './data/color-mode';
import { prefetchRoute } from './routes/prefetch-route';
import type { AppRouter } from './routes/create-app-router';

/** Set on `<html>` once the app's first render has committed. */
export const STARTED_ATTRIBUTE = 'data-lp-started';

const prefersDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
const storedTheme = () => readTheme(localStore, prefersDark());

export interface AppFrameProps {
  services: AppServices;
  /** Where a link of ui and patterns goes: the router's navigate. */
  navigate: (href: string) => void;
  children: ReactNode;
}

/**
 * Everything around the router, the same on the server and in the browser: services, theme,
 * the router adapter through which every link of ui and patterns navigates, and the server's
 * time for a hydrating page. Toasts and the data cache's hooks live with the screens that use
 * them, so the sign-in page stays small.
 */
export function AppFrame({ services, navigate, children }: AppFrameProps) {
  // The stored mode or the system's; a hydrating page starts in the mode the server drew it
  // in (the theme cookie's) and takes the stored one right after, if they differ.
  const firstMode = services.firstRender?.mode;
  // The session's changes are heard: a sign-in takes the account's mode (issue 35).
  const storedMode = useSyncExternalStore(
    services.session.subscribe,
    storedTheme,
    () => firstMode ?? storedTheme(),
  );
  const [chosenMode, setChosenMode] = useState<ThemeMode | null>(null);
  useEffect(() => services.session.subscribe(() => setChosenMode(null)), [services.session]);
  const mode = chosenMode ?? storedMode;
  const onModeChange = useCallback(
    (next: ThemeMode) => {
      setChosenMode(next);
      writeTheme(localStore, next);
      // Signed in, the choice is the account's: the server draws its pages in it everywhere.
      if (services.session.readUser()) void saveColorMode(services.api, next);
    },
    [services],
  );
  // The server writes this mode into the next page, so its first frame is already in it.
  useEffect(() => rememberModeForServer(mode), [mode]);
  // Says the app has started (hydrated what the server drew, or drawn the page): a page the
  // server rendered looks ready before it is, and tests and monitoring wait for this.
  useEffect(() => document.documentElement.setAttribute(STARTED_ATTRIBUTE, ''), []);

  const frame = (
    <AppServicesContext value={services}>
      <ThemeProvider mode={mode} onModeChange={onModeChange} brand={services.config.defaultBrand}>
        <LinkRouterProvider navigate={navigate} prefetch={prefetchRoute}>
          <ServerTimeContext value={services.firstRender?.now}>{children}</ServerTimeContext>
        </LinkRouterProvider>
      </ThemeProvider>
    </AppServicesContext>
  );
  return services.translations ? (
    <I18nProvider translations={services.translations}>{frame}</I18nProvider>
  ) : (
    frame
  );
}

/** The assembled app in the browser: the frame around the data router built from the route table. */
export function App({
  services,
  router,
  DataCache = Fragment,
}: {
  services: AppServices;
  router: AppRouter;
  /** What the routes' data cache starts with, for a page the server drew with answers. */
  DataCache?: ComponentType<{ children: ReactNode }>;
}) {
  const navigate = useCallback((href: string) => void router.navigate(href), [router]);
  return (
    <AppFrame services={services} navigate={navigate}>
      <DataCache>
        <RouterProvider router={router} />
      </DataCache>
    </AppFrame>
  );
}
