import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLinkInterception } from './use-link-interception';

function Root() {
  useLinkInterception();
  return <Outlet />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          {
            path: '/',
            element: (
              <>
                <a href="/catalog?level=beginner">Catalog</a>
                <a href="https://example.org/help">Help</a>
                <a href="/files/guide.pdf" download>
                  Guide
                </a>
              </>
            ),
          },
          { path: '/catalog', element: <h1>Catalog page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('link interception', () => {
  it('navigates in the app for a plain same-origin link', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Catalog' }));
    expect(await screen.findByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?level=beginner');
  });

  it('leaves external links and downloads to the browser', () => {
    const router = setup();
    // Runs after the app's document listener: records what it decided, then stops jsdom
    // from attempting a real navigation it does not implement.
    const decisions: boolean[] = [];
    const record = (event: MouseEvent) => {
      decisions.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    screen.getByRole('link', { name: 'Help' }).click();
    screen.getByRole('link', { name: 'Guide' }).click();
    window.removeEventListener('click', record);
    expect(decisions).toEqual([false, false]);
    expect(router.state.location.pathname).toBe('/');
  });
});
