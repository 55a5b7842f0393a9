import { ThemeProvider } from '@lp/ui';
import { useCallback, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppServicesContext, type AppServices } from './app-context';
import { readTheme, writeTheme, type ThemeMode } from './data/preferences';
import { localStore } from './data/safe-storage';
import { appRoutes } from './routes/app-routes';

const prefersDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/**
 * The assembled app: services, theme and the router built from the route table. Toasts and
 * the data cache's hooks live with the screens that use them, so the sign-in page stays small.
 */
export function App({ services }: { services: AppServices }) {
  const router = useMemo(() => createBrowserRouter(appRoutes()), []);
  const [mode, setMode] = useState<ThemeMode>(() => readTheme(localStore, prefersDark()));
  const onModeChange = useCallback((next: ThemeMode) => {
    setMode(next);
    writeTheme(localStore, next);
  }, []);

  return (
    <AppServicesContext value={services}>
      <ThemeProvider mode={mode} onModeChange={onModeChange} brand={services.config.defaultBrand}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppServicesContext>
  );
}
