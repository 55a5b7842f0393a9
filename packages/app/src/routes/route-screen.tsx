import { Spinner } from '@lp/ui';
import { Suspense, useEffect } from 'react';
import { useAppServices } from '../app-context';
import { screenRegistry } from '../screens/registry';
import type { RouteEntry } from './route-types';

/** Renders one route's screen (lazily) and names the document after it. */
export function RouteScreen({ route }: { route: RouteEntry }) {
  const { config } = useAppServices();
  const Screen = screenRegistry[route.screen];
  useEffect(() => {
    document.title = `${route.title} · ${config.productName}`;
  }, [route.title, config.productName]);
  return (
    <Suspense
      fallback={
        <div className="grid min-h-48 place-items-center">
          <Spinner size="md" label="Loading" />
        </div>
      }
    >
      <Screen route={route} />
    </Suspense>
  );
}
