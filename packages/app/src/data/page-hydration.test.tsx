import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageHydration } from './first-render';
import { startingCache } from './hydrated-cache';
import { HYDRATION_ID, readPageHydration } from './page-hydration';

const hydration: PageHydration = {
  loaderData: { '0-1': null },
  answers: { '/hydrated/dashboard': { greeting: 'Welcome back' } },
  blocks: ['lesson-content/media'],
  playerLayout: 'mobile',
  mode: 'dark',
  now: 1_800_000_000_000,
};

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = HYDRATION_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(HYDRATION_ID)?.remove();
  vi.restoreAllMocks();
});

describe('readPageHydration', () => {
  it('reads what the server wrote, once', () => {
    pageWith(JSON.stringify(hydration));
    expect(readPageHydration()).toEqual(hydration);
    expect(document.getElementById(HYDRATION_ID)).toBeNull();
    expect(readPageHydration()).toBeNull();
  });

  it('gives nothing, with a warning, for text that is not JSON or not of the server’s shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const text of [
      '{"loaderData":',
      'null',
      JSON.stringify({ ...hydration, playerLayout: 'tablet' }),
      JSON.stringify({ ...hydration, answers: [] }),
      JSON.stringify({ ...hydration, now: '2026-11-26' }),
      JSON.stringify({ ...hydration, blocks: [3] }),
    ]) {
      pageWith(text);
      expect(readPageHydration(), text).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(6);
  });
});

describe('startingCache', () => {
  function Greeting({ fetcher }: { fetcher: () => Promise<{ greeting: string }> }) {
    const { data, isLoading } = useSWR('/hydrated/dashboard', fetcher);
    return <p>{isLoading ? 'Loading' : data?.greeting}</p>;
  }

  const mount = (cache: Map<string, unknown>, fetcher: () => Promise<{ greeting: string }>) =>
    render(
      <SWRConfig value={{ provider: () => cache as never }}>
        <Greeting fetcher={fetcher} />
      </SWRConfig>,
    );

  it('mounts a screen with data in its cache and it asks again (what the preload spares)', async () => {
    const fetcher = vi.fn(async () => ({ greeting: 'Fetched' }));
    mount(new Map([['/hydrated/dashboard', { data: { greeting: 'Welcome back' } }]]), fetcher);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Fetched')).toBeInTheDocument();
  });

  it('draws the server’s answer at once and mounts without asking for it again', async () => {
    const fetcher = vi.fn(async () => ({ greeting: 'Fetched' }));
    const cache = startingCache(hydration);
    mount(cache as Map<string, unknown>, fetcher);
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    // The mount's revalidation runs and settles on the preloaded answer.
    await waitFor(() => expect(cache.get('/hydrated/dashboard')?.isValidating).toBe(false));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
