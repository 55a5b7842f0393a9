import useSWR, { type SWRConfiguration } from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient, SchemaSource } from './api-client';
import { useEffect } from 'react';
import { noteHookMounted, takeRequest } from './loader-requests';
import { readOptions } from './read-options';
import type { RouteData } from '../routes/route-data';

/**
 * One GET endpoint read through SWR. A route's loader returns its request by the same key
 * (`routeData`, routes/route-data.ts); the screen's `useData` then finds that request under way,
 * or its answer in the cache the page was hydrated with, instead of asking again.
 */
export function defineResource<T>(schema: SchemaSource<T>) {
  const fetcher = (api: ApiClient) => async (path: string) =>
    (await api.get(path, { schema })).data;
  /** The hook's fetch: the loader's request when one is waiting, else a request of its own. */
  const hookFetcher = (api: ApiClient) => (path: string) =>
    takeRequest<T>(path) ?? fetcher(api)(path);

  return {
    /**
     * The answer of `path` (an /api/v1 path); null makes no request. `options` adds to the
     * read options, e.g. `keepPreviousData` for a view that pages through ranges.
     */
    useData(path: string | null, options?: SWRConfiguration<T>) {
      const { api } = useAppServices();
      useEffect(() => (path === null ? undefined : noteHookMounted(path)), [path]);
      return useSWR(path, hookFetcher(api), { ...readOptions, ...options });
    },
    /** The answer of `path` as a route's loader returns it: under the key `useData` reads. */
    routeData(api: ApiClient, path: string): RouteData {
      const answer = fetcher(api)(path);
      // Handled here, read later: SWR and the server's render still see a failure, but an
      // early one is never an unhandled rejection (which would stop the server's process).
      answer.catch(() => {});
      return { [path]: answer };
    },
  };
}
