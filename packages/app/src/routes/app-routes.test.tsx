import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@lp/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppServicesContext } from '../app-context';
import { defaultDeploymentConfig } from '../config/deployment-config';
import { createApiClient } from '../data/api-client';
import { createSafeStorage } from '../data/safe-storage';
import { createSession } from '../data/session';
import { appRoutes } from './app-routes';

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
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
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

const signIn = () =>
  session.signIn({
    email: 'ada@demo.edu',
    firstName: 'Ada',
    lastName: 'Lovelace',
    roles: ['student'],
    csrfToken: 't',
  });

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
    expect(
      await screen.findByRole('region', { name: 'Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('renders a signed-in route with its title from the table', async () => {
    signIn();
    visit('/career-dashboard');
    expect(
      await screen.findByRole('region', { name: 'Career dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Career dashboard · Learning Platform');
  });

  it('forwards the short paths, / and unknown paths', async () => {
    expect(visit('/login').state.location.pathname).toBe('/auth/login');
    signIn();
    for (const path of ['/', '/no/such/page']) {
      cleanup();
      const router = visit(path);
      expect(
        await screen.findByRole('region', { name: 'Dashboard' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    }
  });
});
