import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('loads its code on first render, under Suspense, and loads it once', async () => {
    const load = vi.fn(async () => Greeting);
    const Block = preloadable(load);
    await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Block name="Ada" />
        </Suspense>,
      ),
    );
    expect(await screen.findByText('Hello Ada', {}, { timeout: 3000 })).toBeInTheDocument();
    await Block.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says whether its code is here: not before the load settles, yes after', async () => {
    const Block = preloadable(async () => Greeting);
    const loading = Block.preload();
    expect(Block.isLoaded()).toBe(false);
    await loading;
    expect(Block.isLoaded()).toBe(true);
  });

  it('stays not loaded when its code fails to load', async () => {
    const Block = preloadable(() => Promise.reject(new Error('offline')));
    await expect(Block.preload()).rejects.toThrow('offline');
    expect(Block.isLoaded()).toBe(false);
  });

  it('renders at once, without a fallback, when the code is already loaded', async () => {
    const Block = preloadable(async () => Greeting);
    await Block.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Block name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
