import { renderHook, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { LOADER_REQUEST_KEPT_MS, noteHookMounted, takeRequest } from '../data/loader-requests';
import { feedDataCache } from './feed-data-cache';
import { ApiError } from '../data/api-error';
import { startingCache } from '../data/hydrated-cache';
import { loaderDataByKey, settleLoaderData } from './route-data';

// The loaders' requests are module state (data/loader-requests.ts): every test uses keys of
// its own so one test's request cannot answer another's hook.

describe('settleLoaderData (the server)', () => {
  it('keeps each answer that arrived, by route and key, and drops one that failed', async () => {
    const settled = await settleLoaderData({
      '0': null,
      '1-0-0-0': {
        '/dashboard': Promise.resolve({ variant: 'learner' }),
        '/courses/all': Promise.reject(new Error('503')),
        '/settings/video': { liveStreamUrl: null },
      },
    });
    expect(settled).toEqual({
      '0': null,
      '1-0-0-0': {
        '/dashboard': { variant: 'learner' },
        '/settings/video': { liveStreamUrl: null },
      },
    });
  });

  it('keeps an answer the API refused (404, 403) as one, for the screen’s not-found state', async () => {
    const settled = await settleLoaderData({
      '1-0-0-0': {
        '/courses/theirs': Promise.reject(new ApiError('Course not found', 404, 'http', 'c.nf')),
        '/courses/closed': Promise.reject(new ApiError('Forbidden', 403, 'http')),
        '/courses/down': Promise.reject(new ApiError('Unavailable', 503, 'http')),
      },
    });
    expect(settled['1-0-0-0']).toEqual({
      '/courses/theirs': { refused: { status: 404, message: 'Course not found', code: 'c.nf' } },
      '/courses/closed': { refused: { status: 403, message: 'Forbidden' } },
    });
    // The page starts with it as the hook's error, on the server and in the browser alike.
    const cache = startingCache(loaderDataByKey(settled), false);
    const error = cache.get('/courses/theirs')?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Course not found', code: 'c.nf' });
    expect(cache.get('/courses/theirs')).toMatchObject({ data: undefined, isLoading: false });
  });

  it('gives null for loader data that is not answers by key (a redirect’s, a list)', async () => {
    expect(await settleLoaderData({ a: undefined, b: 'text', c: [1, 2], d: {} })).toEqual({
      a: null,
      b: null,
      c: null,
      d: {},
    });
  });

  it('waits for a slow answer, and gives up when the render is aborted', async () => {
    let answer!: (value: string) => void;
    const slow = new Promise<string>((resolve) => (answer = resolve));
    const settling = settleLoaderData({ route: { '/slow': slow } });
    answer('arrived');
    await expect(settling).resolves.toEqual({ route: { '/slow': 'arrived' } });

    const controller = new AbortController();
    const never = new Promise(() => {});
    const aborted = settleLoaderData({ route: { '/never': never } }, controller.signal);
    controller.abort(new Error('render timed out'));
    await expect(aborted).rejects.toThrow('render timed out');
  });
});

describe('loaderDataByKey', () => {
  it('merges every route’s answers by data-cache key, skipping routes without any', () => {
    expect(
      loaderDataByKey({
        '0': null,
        '1': { '/universities': ['u-1'] },
        '1-0': { '/users?universityId=u-1': { items: [] } },
        '2': 'not answers',
      }),
    ).toEqual({ '/universities': ['u-1'], '/users?universityId=u-1': { items: [] } });
  });

  it('takes the deeper route’s answer for a key two routes have', () => {
    expect(
      loaderDataByKey({ outer: { '/courses/all': 'outer' }, inner: { '/courses/all': 'inner' } }),
    ).toEqual({ '/courses/all': 'inner' });
  });
});

/** A hook as the app's resources read: the loader's request first (data/loader-requests.ts). */
const useFed = (key: string, fetcher: (key: string) => Promise<string>, options = {}) =>
  useSWR(key, (k: string) => takeRequest<string>(k) ?? fetcher(k), options);

describe('feedDataCache (the browser)', () => {
  it('makes the loader’s request the one the screen’s hook picks up: one fetch', async () => {
    const fetcher = vi.fn(async (key: string) => `answer of ${key}`);
    const loaded = fetcher('/fed/one');
    feedDataCache({ '/fed/one': loaded });
    const { result } = renderHook(() => useFed('/fed/one', fetcher));
    await waitFor(() => expect(result.current.data).toBe('answer of /fed/one'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves a key the loader did not feed for the hook to ask itself', async () => {
    const fetcher = vi.fn(async (key: string) => `answer of ${key}`);
    feedDataCache({ '/fed/other': fetcher('/fed/other') });
    const { result } = renderHook(() => useFed('/fed/not-fed', fetcher));
    await waitFor(() => expect(result.current.data).toBe('answer of /fed/not-fed'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure to the hook, which reports it without asking again', async () => {
    const fetcher = vi.fn(async () => 'fetched again');
    const failed = Promise.reject(new Error('Database unavailable'));
    failed.catch(() => {}); // as routeData marks it: read later
    feedDataCache({ '/fed/failing': failed });
    const { result } = renderHook(() =>
      useFed('/fed/failing', fetcher, { shouldRetryOnError: false }),
    );
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error.message).toBe('Database unavailable');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('feeds nothing for an answer already in hand (not a request)', async () => {
    const fetcher = vi.fn(async () => 'fetched');
    feedDataCache({ '/fed/plain': 'not a request' });
    const { result } = renderHook(() => useFed('/fed/plain', fetcher));
    await waitFor(() => expect(result.current.data).toBe('fetched'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('offers nothing for a key a mounted hook reads: its next fetch (a save’s mutate) is fresh', () => {
    const unmount = noteHookMounted('/fed/mounted');
    feedDataCache({ '/fed/mounted': Promise.resolve('from before the save') });
    expect(takeRequest('/fed/mounted')).toBeUndefined();
    unmount();
    const request = Promise.resolve('for the next screen');
    feedDataCache({ '/fed/mounted': request });
    expect(takeRequest('/fed/mounted')).toBe(request);
    expect(takeRequest('/fed/mounted')).toBeUndefined(); // once
  });

  it('drops a request nobody took a little after it settled', async () => {
    vi.useFakeTimers();
    try {
      const request = Promise.resolve('answer');
      feedDataCache({ '/fed/late': request });
      await request;
      await vi.advanceTimersByTimeAsync(LOADER_REQUEST_KEPT_MS - 1);
      feedDataCache({}); // nothing else changes it
      expect(takeRequest('/fed/late')).toBe(request);
      feedDataCache({ '/fed/later': request });
      await vi.advanceTimersByTimeAsync(LOADER_REQUEST_KEPT_MS + 1);
      expect(takeRequest('/fed/later')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
