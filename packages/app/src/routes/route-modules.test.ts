import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicRouteTable } from './public-routes';
import { routeModules, shellModule, type RouteModule } from './route-modules';
import { routes, routeTable } from './route-table';
import type { LoaderEntry } from './route-types';

// The ids name the built files the server preloads for a page (Vite's manifest keys: paths
// from the app's root). An id that names no file preloads nothing; one that loads the wrong
// module breaks the page.

/** The file an id names, from this package's root (`src/…`). */
const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fileOf = (id: string) => resolve(appRoot, id);

const screens = [...new Set(routeTable.map((route) => route.screen))];
const entries = (pick: (route: (typeof routeTable)[number]) => LoaderEntry | undefined) =>
  routeTable.flatMap((route) => {
    const entry = pick(route);
    return entry ? [entry] : [];
  });
const loaders = entries((route) => route.loader);
const actions = entries((route) => route.action);
const shell = (
  ['signed-in-layout', 'shell-frame-module', 'access', 'signed-in-routes'] as const
).map(shellModule);

describe('route module ids', () => {
  it.each<[string, RouteModule<unknown>[]]>([
    ['screen', screens],
    ['loader', loaders.map((entry) => entry.module)],
    ['action', actions.map((entry) => entry.module)],
    ['shell', shell],
  ])('name an existing source file from the app’s root for every %s module', (_, modules) => {
    expect(modules.length).toBeGreaterThan(0);
    for (const { id } of modules) {
      expect(id).toMatch(/^src\/(screens|routes)\/[\w/.-]+\.tsx?$/);
      expect(existsSync(fileOf(id)), id).toBe(true);
    }
  });

  it('name the modules as the route table picks them', () => {
    expect(routes.dashboard.screen.id).toBe('src/screens/dashboard/dashboard-screen.tsx');
    expect(routes.dashboard.loader.module.id).toBe('src/screens/learner-home.loaders.ts');
    expect(routes.login.action.module.id).toBe('src/screens/auth/auth.actions.ts');
    expect(shellModule('signed-in-layout').id).toBe('src/routes/signed-in-layout.tsx');
    expect(shellModule('access').id).toBe('src/routes/access.ts');
    expect(shellModule('signed-in-routes').id).toBe('src/routes/signed-in-routes.ts');
  });

  it('refuse a module the bundler did not find, at once', () => {
    const { screenModule, loaderModule } = routeModules(
      { './auth/login-screen.tsx': () => import('../screens/auth/login-screen') },
      { './auth/auth.actions.ts': () => import('../screens/auth/auth.actions') },
    );
    expect(screenModule('auth/login-screen').id).toBe('src/screens/auth/login-screen.tsx');
    expect(() => screenModule('no-such-screen')).toThrow(
      'No route module src/screens/no-such-screen.tsx',
    );
    // A screen is not a loader: a loader glob names only *.loader(s).ts and *.actions.ts.
    expect(() => loaderModule('auth/login-screen')).toThrow('No route module');
  });

  it("keep the public pages' part of the table to their own modules (the sign-in page carries it)", () => {
    const ids = publicRouteTable.flatMap((route) => [
      route.screen.id,
      ...(route.loader ? [route.loader.module.id] : []),
      ...(route.action ? [route.action.module.id] : []),
    ]);
    for (const id of ids) expect(id).toMatch(/^src\/screens\/(auth|verify)\//);
  });
});

describe('route modules', () => {
  // Every screen and loader of the app, with what they import: generous for a loaded machine.
  const LOADING = 120_000;

  it(
    'load every screen with a component as its default export',
    async () => {
      for (const screen of screens) {
        const module = await screen.load();
        expect(module.default, screen.id).toBeTypeOf('function');
      }
    },
    LOADING,
  );

  it(
    'load every loader and action the table names, as a function',
    async () => {
      for (const { module, name } of [...loaders, ...actions]) {
        const exports = await module.load();
        expect(exports[name], `${module.id} ${name}`).toBeTypeOf('function');
      }
    },
    LOADING,
  );
});
