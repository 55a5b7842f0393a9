import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateApart } from './hydrate-apart';
import { useHydrated } from './use-hydrated';

/** Says whether it has been hydrated (ui's useHydrated turns true once it has). */
function Hydrated({ name }: { name: string }) {
  return <p>{`${name} ${useHydrated() ? 'hydrated' : 'as served'}`}</p>;
}

const page = (
  <main>
    <Hydrated name="top" />
    <HydrateApart>
      <Hydrated name="below" />
    </HydrateApart>
  </main>
);

describe('HydrateApart', () => {
  it('is drawn by the server as a completed boundary around its content', () => {
    expect(renderToString(page)).toBe(
      '<main><p>top as served</p><!--$--><p>below as served</p><!--/$--></main>',
    );
  });

  it('hydrates its part without a mismatch, keeping the server’s content until then', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('top hydratedbelow hydrated');
    container.remove();
  });
});

/** A stand-in for the browser's IntersectionObserver: the test says when a part comes into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** The part comes near the viewport. */
  show() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`pressed ${count}`}
    </button>
  );
}

const lazyPage = (
  <main>
    <Hydrated name="top" />
    <HydrateApart untilVisible>
      <Hydrated name="below" />
      <Counter />
    </HydrateApart>
  </main>
);

/** The page as the server drew it, hydrating in a document with the fake observer. */
async function hydrateLazyPage(prefix: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(lazyPage, { identifierPrefix: prefix });
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, lazyPage, {
      identifierPrefix: prefix,
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { container, mismatches };
}

describe('HydrateApart untilVisible', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('keeps the server’s part as it is until it comes near the viewport, then hydrates it in place', async () => {
    const { container, mismatches } = await hydrateLazyPage('seen');
    const served = container.querySelector('main > div p');
    expect(container.textContent).toBe('top hydratedbelow as servedpressed 0');

    await act(async () => FakeIntersectionObserver.all[0]!.show());
    expect(container.textContent).toBe('top hydratedbelow hydratedpressed 0');
    // Hydrated, not drawn again: the server's element is the one on the page.
    expect(container.querySelector('main > div p')).toBe(served);
    expect(mismatches).toEqual([]);
  });

  it('hydrates the part at once when it is used, and the press does what it says', async () => {
    const { container, mismatches } = await hydrateLazyPage('used');
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(container.textContent).toBe('top hydratedbelow hydratedpressed 1');
    expect(mismatches).toEqual([]);
  });

  it('does not wait in a page the browser draws itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(lazyPage));
    expect(container.textContent).toBe('top hydratedbelow hydratedpressed 0');
    expect(FakeIntersectionObserver.all).toEqual([]);
  });
});
