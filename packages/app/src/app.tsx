import { RouterProvider as LinkRouterProvider, ThemeProvider } from '@lp/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppServicesContext, type AppServices } from './app-context';
import { readTheme, rememberModeForServer, writeTheme, type ThemeMode } from './data/preferences';
import { localStore } from './data/safe-storage';
import { appRoutes } from './routes/app-routes';
import { prefetchRoute } from './routes/prefetch-route';

const prefersDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/**
 * The assembled app: services, theme, the data router built from the route table, and the
 * router adapter through which every link of ui and patterns navigates. Toasts and the data
 * cache's hooks live with the screens that use them, so the sign-in page stays small.
 */
export function App({ services }: { services: AppServices }) {
  const router = useMemo(() => createBrowserRouter(appRoutes(services)), [services]);
  const [mode, setMode] = useState<ThemeMode>(() => readTheme(localStore, prefersDark()));
  const onModeChange = useCallback((next: ThemeMode) => {
    setMode(next);
    writeTheme(localStore, next);
  }, []);
  // The server writes this mode into the next page, so its first frame is already in it.
  useEffect(() => rememberModeForServer(mode), [mode]);
  const navigate = useCallback((href: string) => void router.navigate(href), [router]);

  return (
    <AppServicesContext value={services}>
      <ThemeProvider mode={mode} onModeChange={onModeChange} brand={services.config.defaultBrand}>
        <LinkRouterProvider navigate={navigate} prefetch={prefetchRoute}>
          <RouterProvider router={router} />
        </LinkRouterProvider>
      </ThemeProvider>
    </AppServicesContext>
  );
}
