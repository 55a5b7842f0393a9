import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, matchRoutes, RouterProvider } from 'react-router-dom';
import { takeRequest } from '../data/loader-requests';
import useSWR from 'swr';
import { ThemeProvider, ToastProvider } from '@lp/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppServicesContext, type AppServices } from '../app-context';
import { defaultDeploymentConfig } from '../config/deployment-config';
import { createApiClient } from '../data/api-client';
import { createSafeStorage } from '../data/safe-storage';
import { createSession } from '../data/session';
import { appRoutes, type RouteHandle } from './app-routes';
import { routes, routeTable } from './route-table';
import type { LoaderEntry, RouteEntry, ScreenLoader } from './route-types';

const session = createSession(
  createSafeStorage(() => localStorage),
  createSafeStorage(() => sessionStorage),
);
// The API as the routes' loaders call it: these tests are about routing, so it never answers
// (the screens stay in their loading states) and only says what was asked.
const apiFetch = vi.fn(
  (_url: string | URL | Request, _init?: RequestInit) => new Promise<Response>(() => {}),
);
const services: AppServices = {
  config: defaultDeploymentConfig,
  session,
  api: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch: apiFetch }),
};
const askedPaths = () => apiFetch.mock.calls.map(([url]) => String(url));

function visitTable(
  table: readonly RouteEntry[],
  path: string,
  withServices: AppServices = services,
) {
  const router = createMemoryRouter(appRoutes(withServices, table), { initialEntries: [path] });
  render(
    <AppServicesContext value={withServices}>
      <ThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </AppServicesContext>,
  );
  return router;
}

const visit = (path: string) => visitTable(routeTable, path);

const signIn = (role = 'student') =>
  session.signIn({
    email: 'ada@demo.edu',
    firstName: 'Ada',
    lastName: 'Lovelace',
    roles: [role as 'student'],
    csrfToken: 't',
  });

/** A route of a table made for a test (its modules named as route-modules.ts names them). */
const entry = (over: Partial<RouteEntry>): RouteEntry => ({
  path: '/broken',
  access: 'signed-in',
  title: 'Broken',
  screen: {
    id: 'src/screens/placeholder-screen.tsx',
    load: () => import('../screens/placeholder-screen'),
  },
  ...over,
});

/** A screen module that fails to load, as a chunk of an old deployment does. */
const failingScreen = {
  id: 'src/screens/broken-screen.tsx',
  load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
};

/** A loader module exporting `loader`. */
const loaderEntry = (loader: ScreenLoader): LoaderEntry => ({
  module: { id: 'src/screens/broken.loader.ts', load: async () => ({ loader }) },
  name: 'loader',
});

/** The dashboard screen (either variant) has rendered, in any state. */
const findDashboard = () =>
  waitFor(() =>
    expect(
      document.querySelector('[data-slot="dashboard-learner"], [data-slot="dashboard-teacher"]'),
    ).not.toBeNull(),
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  apiFetch.mockClear();
});

describe('routing from the route table', () => {
  it('sends a signed-out visitor of a protected route to sign in, loading nothing of it', async () => {
    const router = visit('/calendar');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    // The layout's loader redirects; the page's own loader asks the API for nothing.
    expect(apiFetch).not.toHaveBeenCalled();
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
    expect(await screen.findByRole('region', { name: 'Career dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Career dashboard · Learning Platform'));
  });

  it('names a public page and a full-screen page after their titles, each from its own texts', async () => {
    visit('/auth/register');
    await waitFor(() => expect(document.title).toBe('Create account · Learning Platform'));
    cleanup();
    signIn();
    visit('/course/c-1/lesson/l-1');
    // The lesson player's texts come with the signed-in table (app-routes), not the public ones.
    await waitFor(() => expect(document.title).toBe('Lesson · Learning Platform'));
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
  const accessDenied = () => screen.findByRole('heading', { name: 'Access Denied' });

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
    await waitFor(() =>
      expect(document.querySelector('[data-slot="video-content-admin"]')).not.toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/live/admin');
  });

  it('lets a university_admin into branding', async () => {
    signIn('university_admin');
    visit('/admin/branding');
    expect(await screen.findByRole('heading', { name: 'Branding', level: 2 })).toBeInTheDocument();
  });

  it('shows a university_admin Access Denied on university management', async () => {
    signIn('university_admin');
    visit('/admin/universities');
    expect(await accessDenied()).toBeInTheDocument();
    // The rule refuses before the page's loader asks for its data.
    expect(apiFetch).not.toHaveBeenCalled();
  });
});

describe('route errors', () => {
  beforeEach(() => {
    signIn();
  });

  it('offers Reload, and reloads once by itself, when a page’s code fails to load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/broken', reload });
    try {
      const router = visitTable(
        [entry({ path: '/fine', title: 'Fine' }), entry({ screen: failingScreen })],
        '/fine',
      );
      expect(await screen.findByRole('region', { name: 'Fine' })).toBeVisible();
      await act(() => router.navigate('/broken'));
      expect(
        await screen.findByRole('heading', { name: 'A new version is available' }),
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
    [
      'a loader that waits for its data modules',
      () => new Promise<null>((r) => setTimeout(r, 20, null)),
    ],
  ] satisfies Array<[string, ScreenLoader]>)(
    'offers Reload on a first load whose page code fails, with %s',
    async (_, screenLoader) => {
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, pathname: '/broken', reload });
      try {
        visitTable(
          [entry({ screen: failingScreen, loader: loaderEntry(screenLoader) })],
          '/broken',
        );
        expect(
          await screen.findByRole('heading', { name: 'A new version is available' }),
        ).toBeInTheDocument();
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );

  it('shows the not-found screen when a loader answers 404', async () => {
    visitTable(
      [
        entry({
          loader: loaderEntry(() => {
            throw data(null, { status: 404 });
          }),
        }),
      ],
      '/broken',
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a plain message with a way back, never a stack trace, for anything else', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    visitTable(
      [
        entry({
          loader: loaderEntry(() => {
            throw new Error('secret internals at line 42');
          }),
        }),
      ],
      '/broken',
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('secret internals');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    error.mockRestore();
  });
});

describe('route loaders own the data', () => {
  beforeEach(() => {
    signIn();
  });

  /** A route whose screen reads `key` through SWR with `fetcher` (keys differ by test: SWR's cache is global). */
  function greetingRoute(
    key: string,
    fetcher: (key: string) => Promise<string>,
    loader?: ScreenLoader,
  ) {
    function Greeting() {
      // As the app's resources read: the request the loader offered first.
      const { data } = useSWR(key, (k: string) => takeRequest<string>(k) ?? fetcher(k));
      return <p>{data ?? 'Loading'}</p>;
    }
    return entry({
      path: '/greeting',
      title: 'Greeting',
      screen: { id: 'src/screens/greeting-screen.tsx', load: async () => ({ default: Greeting }) },
      loader: loader && loaderEntry(loader),
    });
  }

  it('returns the screen loader’s data, whose request the screen’s hook picks up', async () => {
    const fetcher = vi.fn(async () => 'Hello from the loader');
    const key = '/test/fed';
    const table = [greetingRoute(key, fetcher, () => ({ [key]: fetcher() }))];
    const router = visitTable(table, '/greeting');
    expect(await screen.findByText('Hello from the loader')).toBeInTheDocument();
    // One request: the loader's, fed to SWR before the screen mounted.
    expect(fetcher).toHaveBeenCalledTimes(1);
    const data = Object.values(router.state.loaderData).filter(Boolean);
    expect(data).toEqual([{ [key]: expect.any(Promise) }]);
  });

  it('runs the screen loader with the route’s params and the app’s services', async () => {
    const screenLoader = vi.fn<ScreenLoader>(() => null);
    const table = [entry({ path: '/things/:thingId', loader: loaderEntry(screenLoader) })];
    visitTable(table, '/things/thing-7?tab=notes');
    await waitFor(() => expect(screenLoader).toHaveBeenCalledTimes(1));
    const [{ params, request, services: given }] = screenLoader.mock.calls[0]!;
    expect(params).toEqual({ thingId: 'thing-7' });
    expect(new URL(request.url).searchParams.get('tab')).toBe('notes');
    expect(given).toBe(services);
  });

  it('leaves the data cache alone in a render on the server', async () => {
    const fetcher = vi.fn(async () => 'Hello');
    const key = '/test/not-fed';
    const table = [greetingRoute(key, fetcher, () => ({ [key]: fetcher() }))];
    visitTable(table, '/greeting', { ...services, firstRender: { onServer: true } });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    // The loader's request was not fed to SWR (entry-server.tsx settles it instead): the hook
    // asked again.
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('asks a real page’s data from the API with its route (the dashboard)', async () => {
    visit('/dashboard');
    await findDashboard();
    await waitFor(() =>
      expect(askedPaths().sort()).toEqual([
        '/api/v1/courses/all',
        '/api/v1/dashboard',
        '/api/v1/settings/video',
      ]),
    );
  });
});

describe('route handles', () => {
  /** The module ids the routes matching `path` name, as the server collects them. */
  const modulesOf = (path: string) =>
    (matchRoutes(appRoutes(services, routeTable), path) ?? []).flatMap(
      ({ route }) => (route.handle as RouteHandle | undefined)?.modules ?? [],
    );

  it('name the screen, its loader and the signed-in shell for a signed-in page', () => {
    expect(modulesOf('/dashboard').sort()).toEqual([
      'src/routes/access.ts',
      'src/routes/shell-frame-module.tsx',
      'src/routes/signed-in-layout.tsx',
      'src/routes/signed-in-routes.ts',
      'src/screens/dashboard/dashboard-screen.tsx',
      'src/screens/learner-home.loaders.ts',
    ]);
  });

  it('name no shell for a full-screen page, nor for a sign-in page', () => {
    const lesson = modulesOf('/course/c-1/lesson/l-1');
    expect(lesson).toContain('src/screens/lesson-player/lesson-player-screen.tsx');
    expect(lesson).toContain('src/screens/lesson-player/course.loader.ts');
    expect(lesson).not.toContain('src/routes/signed-in-layout.tsx');
    expect(modulesOf('/auth/login')).toEqual(['src/screens/auth/login-screen.tsx']);
  });

  it('carry the route-table entry of each page', () => {
    const leaf = matchRoutes(appRoutes(services, routeTable), '/admin/users')?.at(-1);
    expect((leaf?.route.handle as RouteHandle).route).toBe(routes.users);
  });
});
