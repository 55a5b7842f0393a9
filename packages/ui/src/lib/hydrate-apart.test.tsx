import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
