import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useAfterHydration } from './use-after-hydration';

function Part() {
  return <p>{useAfterHydration() ? 'all of it' : 'the first part'}</p>;
}

describe('useAfterHydration', () => {
  it('draws the first part on the server', () => {
    expect(renderToString(<Part />)).toContain('the first part');
  });

  it('hydrates the server’s first part, then draws all of it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Part />);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Part />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]); // its first pass drew what the server drew
    expect(container.textContent).toBe('all of it');
    container.remove();
  });

  it('draws all of it at once on a page the browser draws itself', () => {
    render(<Part />);
    expect(screen.getByText('all of it')).toBeInTheDocument();
  });
});
