import { renderHook, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { feedDataCache } from './feed-data-cache';
import { answersOf, settleLoaderData } from './route-data';

// SWR's preload is module state, and this file keeps a jsdom of its own (vitest.config.ts):
// every test uses keys of its own so one test's preload cannot answer another's hook.

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

describe('answersOf', () => {
  it('merges every route’s answers by data-cache key, skipping routes without any', () => {
    expect(
      answersOf({
        '0': null,
        '1': { '/universities': ['u-1'] },
        '1-0': { '/users?universityId=u-1': { items: [] } },
        '2': 'not answers',
      }),
    ).toEqual({ '/universities': ['u-1'], '/users?universityId=u-1': { items: [] } });
  });

  it('takes the deeper route’s answer for a key two routes have', () => {
    expect(
      answersOf({ outer: { '/courses/all': 'outer' }, inner: { '/courses/all': 'inner' } }),
    ).toEqual({ '/courses/all': 'inner' });
  });
});

describe('feedDataCache (the browser)', () => {
  it('makes the loader’s request the one the screen’s hook picks up: one fetch', async () => {
    const fetcher = vi.fn(async (key: string) => `answer of ${key}`);
    const loaded = fetcher('/fed/one');
    feedDataCache({ '/fed/one': loaded });
    const { result } = renderHook(() => useSWR('/fed/one', fetcher));
    await waitFor(() => expect(result.current.data).toBe('answer of /fed/one'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves a key the loader did not feed for the hook to ask itself', async () => {
    const fetcher = vi.fn(async (key: string) => `answer of ${key}`);
    feedDataCache({ '/fed/other': fetcher('/fed/other') });
    const { result } = renderHook(() => useSWR('/fed/not-fed', fetcher));
    await waitFor(() => expect(result.current.data).toBe('answer of /fed/not-fed'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure to the hook, which reports it without asking again', async () => {
    const fetcher = vi.fn(async () => 'fetched again');
    const failed = Promise.reject(new Error('Database unavailable'));
    feedDataCache({ '/fed/failing': failed });
    const { result } = renderHook(() =>
      useSWR('/fed/failing', fetcher, { shouldRetryOnError: false }),
    );
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error.message).toBe('Database unavailable');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('feeds nothing for an answer already in hand (not a request)', async () => {
    const fetcher = vi.fn(async () => 'fetched');
    feedDataCache({ '/fed/plain': 'not a request' });
    const { result } = renderHook(() => useSWR('/fed/plain', fetcher));
    await waitFor(() => expect(result.current.data).toBe('fetched'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
