import { Spinner } from '@lp/ui';
import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { screenPrefetch } from '../screens/prefetch';
import { screenRegistry } from '../screens/registry';
import type { RouteEntry } from './route-types';

/** Renders one route's screen (lazily) and names the document after it. */
export function RouteScreen({ route }: { route: RouteEntry }) {
  const services = useAppServices();
  const { config } = services;
  const Screen = screenRegistry[route.screen];
  const params = useParams();
  // Request the screen's first data during the first render, alongside its code (once per
  // address; React may render twice, and SWR's preload ignores a request already on its way).
  const address = JSON.stringify(params);
  const [prefetched, setPrefetched] = useState<string | null>(null);
  if (prefetched !== address) {
    setPrefetched(address);
    screenPrefetch[route.screen]?.(params, services);
  }
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
