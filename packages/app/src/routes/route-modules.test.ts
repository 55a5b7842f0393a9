import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loaderModule, screenModule, shellModule, type RouteModule } from './route-modules';
import { routeTable } from './route-table';
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
const shell = (['signed-in-layout', 'shell-frame-module', 'access'] as const).map(shellModule);

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
    expect(screenModule('dashboard/dashboard-screen').id).toBe(
      'src/screens/dashboard/dashboard-screen.tsx',
    );
    expect(loaderModule('learner-home.loaders').id).toBe('src/screens/learner-home.loaders.ts');
    expect(loaderModule('auth/auth.actions').id).toBe('src/screens/auth/auth.actions.ts');
    expect(shellModule('signed-in-layout').id).toBe('src/routes/signed-in-layout.tsx');
    expect(shellModule('access').id).toBe('src/routes/access.ts');
  });

  it('refuse a module the bundler did not find, at once', () => {
    expect(() => screenModule('no-such-screen')).toThrow(
      'No route module src/screens/no-such-screen.tsx',
    );
    // A screen is not a loader: the loader glob names only *.loader(s).ts and *.actions.ts.
    expect(() => loaderModule('dashboard/dashboard-screen')).toThrow('No route module');
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
