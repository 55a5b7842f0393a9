import type { ReactNode } from 'react';
import { preload, SWRConfig, type Cache } from 'swr';
import type { PageHydration } from './first-render';

/**
 * A data-cache entry for an answer in hand: neither loading nor validating (SWR counts an
 * entry without these fields as still loading, and would draw the page's skeleton).
 */
export const answeredState = (data: unknown) => ({
  data,
  error: undefined,
  isLoading: false,
  isValidating: false,
});

/**
 * The data cache the hydrating page starts with: the answers the server rendered with. Each is
 * also what the screen's first request of it resolves to (SWR's preload), so mounting the page
 * neither asks the API again nor re-checks and re-renders what it has just drawn.
 */
export function startingCache(hydration: PageHydration): Cache {
  const entries = Object.entries(hydration.answers);
  for (const [key, data] of entries) preload(key, () => Promise.resolve(data));
  return new Map(entries.map(([key, data]) => [key, answeredState(data)]));
}

/**
 * The data cache around the routes of a page the server drew with answers. Its own module,
 * loaded only then: the sign-in page, drawn without any, does not load SWR for it.
 */
export function hydratedDataCache(hydration: PageHydration) {
  const cache = startingCache(hydration);
  return function HydratedDataCache({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>;
  };
}
