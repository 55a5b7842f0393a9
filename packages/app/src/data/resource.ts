import useSWR, { preload, useSWRConfig, type SWRConfiguration } from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient, SchemaSource } from './api-client';
import { answeredState } from './hydrated-cache';
import { readOptions } from './read-options';

/**
 * On the server, puts the answer the page renders with into the render's data cache before
 * SWR reads it (SWR itself never fetches there, and counts `fallbackData` as still loading).
 * Nothing in the browser, whose cache starts with the same answers (data/page-hydration.ts).
 */
export function useFirstAnswer<T>(key: string | null, load: () => Promise<T>): void {
  const { firstRender } = useAppServices();
  const { cache } = useSWRConfig();
  if (key === null || !firstRender?.useAnswer) return;
  // Read on every render, even once cached: React matches a component's `use` calls by their
  // order, and one skipped would hand the next key this key's answer.
  const data = firstRender.useAnswer(key, load);
  if (data !== undefined && cache.get(key) === undefined) cache.set(key, answeredState(data));
}

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
      const load = fetcher(api);
      useFirstAnswer(path, () => load(path!));
      return useSWR(path, load, { ...readOptions, ...options });
    },
    /** Starts the request ahead of the screen; a failure is the hook's to report. */
    prefetch(api: ApiClient, path: string): void {
      preload(path, fetcher(api)).catch(() => {});
    },
  };
}
