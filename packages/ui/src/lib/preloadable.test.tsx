import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { ServerRenderedLazyContext, preloadable, preloadLazyComponents } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('loads its code on first render, under Suspense, and loads it once', async () => {
    const load = vi.fn(async () => Greeting);
    const Block = preloadable('test/block-1', load);
    await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Block name="Ada" />
        </Suspense>,
      ),
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await Block.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says whether its code is here: not before the load settles, yes after', async () => {
    const Block = preloadable('test/block-2', async () => Greeting);
    const loading = Block.preload();
    expect(Block.isLoaded()).toBe(false);
    await loading;
    expect(Block.isLoaded()).toBe(true);
  });

  it('stays not loaded when its code fails to load', async () => {
    const Block = preloadable('test/block-3', () => Promise.reject(new Error('offline')));
    await expect(Block.preload()).rejects.toThrow('offline');
    expect(Block.isLoaded()).toBe(false);
  });

  it('renders at once, without a fallback, when the code is already loaded', async () => {
    const Block = preloadable('test/block-4', async () => Greeting);
    await Block.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Block name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('notes its name where a server render asks', async () => {
    const Block = preloadable('test/drawn', async () => Greeting);
    const drawn = new Set<string>();
    await prerender(
      <ServerRenderedLazyContext value={drawn}>
        <Suspense fallback={null}>
          <Block name="Ada" />
        </Suspense>
      </ServerRenderedLazyContext>,
    );
    expect([...drawn]).toEqual(['test/drawn']);
  });
});

describe('preloadLazyComponents', () => {
  it('loads the named blocks, an inner one once the outer has loaded, and skips the rest', async () => {
    const loadInner = vi.fn(async () => Greeting);
    const outer = preloadable('test/outer', async () => {
      // The outer block's module defines the inner one, as a lazily loaded module would.
      preloadable('test/inner', loadInner);
      return Greeting;
    });
    const failing = preloadable('test/failing', () => Promise.reject(new Error('offline')));
    await preloadLazyComponents(['test/inner', 'test/failing', 'test/outer', 'test/unknown']);
    expect(outer.isLoaded()).toBe(true);
    expect(failing.isLoaded()).toBe(false);
    expect(loadInner).toHaveBeenCalledTimes(1);
  });
});
