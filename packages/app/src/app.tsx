import { ThemeProvider, ToastProvider } from '@lp/ui';
import { useCallback, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppServicesContext, type AppServices } from './app-context';
import { readTheme, writeTheme, type ThemeMode } from './data/preferences';
import { localStore } from './data/safe-storage';
import { appRoutes } from './routes/app-routes';

const prefersDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/** The assembled app: services, theme, data cache and the router built from the route table. */
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
        <ToastProvider>
          <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
            <RouterProvider router={router} />
          </SWRConfig>
        </ToastProvider>
      </ThemeProvider>
    </AppServicesContext>
  );
}
