import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateApart } from './hydrate-apart';

/** Says whether its effects have run: a hydrated component has. */
function Hydrated({ name }: { name: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <p>{`${name} ${hydrated ? 'hydrated' : 'as served'}`}</p>;
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
