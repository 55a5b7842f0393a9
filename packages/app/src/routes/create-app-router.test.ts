import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app-context';
import { defaultDeploymentConfig } from '../config/deployment-config';
import { createApiClient } from '../data/api-client';
import { createSafeStorage } from '../data/safe-storage';
import { createSession } from '../data/session';
import type { RouteHandle } from './app-routes';
import { createAppRouter, type AppRouter } from './create-app-router';
import { routes } from './route-table';

// The sign-in page starts without the route table's signed-in part; the first navigation to a
// signed-in page patches it in (react-router's patchRoutesOnNavigation).

const session = createSession(
  createSafeStorage(() => localStorage),
  createSafeStorage(() => sessionStorage),
);
// Routing only: the API never answers, the loaders' requests stay pending.
const services: AppServices = {
  config: defaultDeploymentConfig,
  session,
  api: createApiClient({
    baseUrl: '/api/v1',
    readCsrfToken: () => null,
    fetch: vi.fn(() => new Promise<Response>(() => {})),
  }),
};

const routeOf = (router: AppRouter, pathname: string) =>
  router.state.location.pathname === pathname
    ? (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route
    : undefined;

/** Every leaf path the router knows, patched ones included. */
const knownPaths = (router: AppRouter): string[] => {
  const paths: string[] = [];
  const walk = (list: AppRouter['routes']) =>
    list.forEach((route) => {
      if (route.path) paths.push(route.path);
      if (route.children) walk(route.children);
    });
  walk(router.routes);
  return paths;
};

afterEach(() => {
  session.clear();
  localStorage.clear();
});

describe('the browser router', () => {
  it('starts a public page without the signed-in routes and patches them in on the first navigation', async () => {
    window.history.replaceState(null, '', '/auth/login');
    const router = await createAppRouter(services);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(knownPaths(router)).toContain('/auth/login');
    expect(knownPaths(router)).not.toContain('/dashboard');

    session.signIn({
      email: 'ada@demo.edu',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['student'],
      csrfToken: 't',
    });
    void router.navigate('/my-learning');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-learning'));
    expect(routeOf(router, '/my-learning')).toBe(routes.myLearning);
    expect(knownPaths(router)).toContain('/dashboard');
    router.dispose();
  });

  it('starts a signed-in page with the whole table, so it matches before anything is patched', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    const router = await createAppRouter(services);
    expect(knownPaths(router)).toContain('/dashboard');
    expect(knownPaths(router)).toContain('/auth/login');
    router.dispose();
  });
});
