import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@lp/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppServicesContext } from '../app-context';
import { defaultDeploymentConfig } from '../config/deployment-config';
import { createApiClient } from '../data/api-client';
import { createSafeStorage } from '../data/safe-storage';
import { createSession } from '../data/session';
import { appRoutes } from './app-routes';
import type { RouteEntry } from './route-types';

const session = createSession(
  createSafeStorage(() => localStorage),
  createSafeStorage(() => sessionStorage),
);
const services = {
  config: defaultDeploymentConfig,
  session,
  api: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch: vi.fn() }),
};

function visit(path: string) {
  const router = createMemoryRouter(appRoutes(services), { initialEntries: [path] });
  render(
    <AppServicesContext value={services}>
      <ThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </AppServicesContext>,
  );
  return router;
}

const signIn = (role = 'student') =>
  session.signIn({
    email: 'ada@demo.edu',
    firstName: 'Ada',
    lastName: 'Lovelace',
    roles: [role as 'student'],
    csrfToken: 't',
  });

/** The dashboard screen (either variant) has rendered, in any state. */
const findDashboard = () =>
  waitFor(
    () =>
      expect(
        document.querySelector('[data-slot="dashboard-learner"], [data-slot="dashboard-teacher"]'),
      ).not.toBeNull(),
    { timeout: 5000 },
  );

describe('routing from the route table', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends a signed-out visitor of a protected route to sign in and clears any stored user', async () => {
    localStorage.setItem('userRole', 'teacher');
    const router = visit('/calendar');
    expect(
      await screen.findByRole('heading', { name: 'Welcome Back!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('userRole')).toBeNull();
  });

  it('sends a signed-in user away from public-only routes to the dashboard', async () => {
    signIn();
    const router = visit('/auth/register');
    await findDashboard();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('renders a signed-in route with its title from the table', async () => {
    signIn();
    visit('/career-dashboard');
    expect(
      await screen.findByRole('region', { name: 'Career dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Career dashboard · Learning Platform'));
  });

  it('forwards the short paths, / and unknown paths', async () => {
    const short = visit('/login');
    await waitFor(() => expect(short.state.location.pathname).toBe('/auth/login'));
    signIn();
    for (const path of ['/', '/no/such/page']) {
      cleanup();
      const router = visit(path);
      await findDashboard();
      expect(router.state.location.pathname).toBe('/dashboard');
    }
  });
});

describe('the one access rule on routes (spec 2 section 6)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const accessDenied = () =>
    screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 5000 });

  it('shows a student Access Denied on the branding editor, inside the shell', async () => {
    signIn('student');
    const router = visit('/admin/branding');
    expect(await accessDenied()).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeVisible();
    expect(screen.getByRole('navigation', { name: /main|sidebar|primary/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/branding');
  });

  it('sends a student or teacher away from stream management to the dashboard', async () => {
    for (const role of ['student', 'teacher']) {
      cleanup();
      signIn(role);
      const router = visit('/live/admin');
      await findDashboard();
      expect(router.state.location.pathname).toBe('/dashboard');
    }
  });

  it('lets ADMIN in capitals into stream management', async () => {
    signIn('ADMIN');
    const router = visit('/live/admin');
    await waitFor(
      () => expect(document.querySelector('[data-slot="video-content-admin"]')).not.toBeNull(),
      { timeout: 5000 },
    );
    expect(router.state.location.pathname).toBe('/live/admin');
  });

  it('lets a university_admin into branding', async () => {
    signIn('university_admin');
    visit('/admin/branding');
    expect(
      await screen.findByRole('heading', { name: 'Branding', level: 2 }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows a university_admin Access Denied on university management', async () => {
    signIn('university_admin');
    visit('/admin/universities');
    expect(await accessDenied()).toBeInTheDocument();
  });
});

describe('route errors', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn();
  });

  const entry = (over: Partial<RouteEntry>): RouteEntry => ({
    path: '/broken',
    access: 'signed-in',
    title: 'Broken',
    screen: () => import('../screens/placeholder-screen'),
    ...over,
  });

  function visitTable(table: RouteEntry[], path: string) {
    const router = createMemoryRouter(appRoutes(services, table), { initialEntries: [path] });
    render(
      <AppServicesContext value={services}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </AppServicesContext>,
    );
    return router;
  }

  it('offers Reload, and reloads once by itself, when a page’s code fails to load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/broken', reload });
    try {
      const router = visitTable(
        [
          entry({ path: '/fine', title: 'Fine' }),
          entry({
            screen: () =>
              Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
          }),
        ],
        '/fine',
      );
      expect(await screen.findByRole('region', { name: 'Fine' }, { timeout: 5000 })).toBeVisible();
      await act(() => router.navigate('/broken'));
      expect(
        await screen.findByRole(
          'heading',
          { name: 'A new version is available' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(reload).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['a loader that answers at once', () => null],
    ['a loader that waits for its data modules', () => new Promise((r) => setTimeout(r, 20, null))],
  ])('offers Reload on a first load whose page code fails, with %s', async (_, screenLoader) => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/broken', reload });
    try {
      visitTable(
        [
          entry({
            screen: () =>
              Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
            loader: () => Promise.resolve({ loader: screenLoader }),
          }),
        ],
        '/broken',
      );
      expect(
        await screen.findByRole(
          'heading',
          { name: 'A new version is available' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the not-found screen when a loader answers 404', async () => {
    visitTable(
      [
        entry({
          loader: async () => ({
            loader: () => {
              throw data(null, { status: 404 });
            },
          }),
        }),
      ],
      '/broken',
    );
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows a plain message with a way back, never a stack trace, for anything else', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    visitTable(
      [
        entry({
          loader: async () => ({
            loader: () => {
              throw new Error('secret internals at line 42');
            },
          }),
        }),
      ],
      '/broken',
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('secret internals');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    error.mockRestore();
  });
});
