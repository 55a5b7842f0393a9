import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { isRefusedAnswer, refusalOf } from '../routes/route-data';
import { HYDRATION_DATA_KEPT_MS, offerRequest } from './loader-requests';

/**
 * A data-cache entry for an answer in hand: neither loading nor validating (SWR counts an
 * entry without these fields as still loading, and would draw the page's skeleton).
 */
const answeredState = (data: unknown, error?: Error) => ({
  data,
  error,
  isLoading: false,
  isValidating: false,
});

/**
 * The data cache a page starts with: the answers its loaders returned, by key (a refused one
 * as its error, so the screen draws its not-found state on the server and in the browser). In
 * the browser each is also what the screen's first request of it resolves to
 * (data/loader-requests.ts), so mounting the hydrated page neither asks the API again nor
 * re-renders what it has just drawn.
 */
export function startingCache(byKey: Record<string, unknown>, inBrowser: boolean): Cache {
  const entries = Object.entries(byKey).map(([key, value]) =>
    isRefusedAnswer(value)
      ? ([key, answeredState(undefined, refusalOf(value))] as const)
      : ([key, answeredState(value)] as const),
  );
  if (inBrowser)
    for (const [key, state] of entries)
      offerRequest(
        key,
        state.error ? Promise.reject(state.error) : Promise.resolve(state.data),
        HYDRATION_DATA_KEPT_MS,
      );
  return new Map(entries);
}

/**
 * The data cache around the routes of a page drawn with loader data: on the server, one per
 * render (nothing of one visitor's reaches another's page); in the browser, the hydrating
 * page's. Its own module, loaded only then: the sign-in page does not load SWR for it.
 */
export function dataCacheWith(byKey: Record<string, unknown>, inBrowser: boolean) {
  const cache = startingCache(byKey, inBrowser);
  return function DataCache({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>;
  };
}
