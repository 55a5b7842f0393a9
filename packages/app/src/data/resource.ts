import useSWR, { preload, type SWRConfiguration } from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient, SchemaSource } from './api-client';
import { readOptions } from './read-options';

/**
 * One GET endpoint read through SWR: the hook a screen uses and the prefetch its route loader
 * starts, sharing one cache key so the loader's request is the one the screen picks up.
 */
export function defineResource<T>(schema: SchemaSource<T>) {
  const fetcher = (api: ApiClient) => async (path: string) =>
    (await api.get(path, { schema })).data;

  return {
    /**
     * The answer of `path` (an /api/v1 path); null makes no request. `options` adds to the
     * read options, e.g. `keepPreviousData` for a view that pages through ranges.
     */
    useData(path: string | null, options?: SWRConfiguration<T>) {
      const { api } = useAppServices();
      return useSWR(path, fetcher(api), { ...readOptions, ...options });
    },
    /** Starts the request ahead of the screen; a failure is the hook's to report. */
    prefetch(api: ApiClient, path: string): void {
      preload(path, fetcher(api)).catch(() => {});
    },
  };
}
