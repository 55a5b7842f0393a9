import { describe, expect, it } from 'vitest';
import { moduleOfLazyImport, routePreloads, type Manifest } from './route-preloads';

/** A manifest in Vite's shape: keys are sources (or `_chunk.js` for shared chunks). */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-vendor-2.js', '_app-core-3.js'] },
  '_react-vendor-2.js': { file: 'assets/react-vendor-2.js' },
  '_app-core-3.js': {
    file: 'assets/app-core-3.js',
    imports: ['_react-vendor-2.js'],
    // The entry's lazy imports (every screen) are not a page's preloads.
    dynamicImports: ['src/screens/auth/login-screen.tsx'],
  },
  '_api-4.js': { file: 'assets/api-4.js' },
  '_icons-5.js': { file: 'assets/icons-5.js', imports: ['_app-core-3.js'] },
  'src/screens/auth/login-screen.tsx': {
    file: 'assets/login-screen-6.js',
    imports: ['_app-core-3.js'],
  },
  'src/screens/dashboard/dashboard-screen.tsx': {
    file: 'assets/dashboard-screen-7.js',
    imports: ['_app-core-3.js', '_api-4.js', '_icons-5.js', '_learning-14.js'],
  },
  'src/screens/learner-home.loaders.ts': {
    file: 'assets/learner-home.loaders-8.js',
    imports: ['_app-core-3.js'],
    // It serves several screens: the calendar's data module is not the dashboard's.
    dynamicImports: ['src/data/learning.ts', 'src/data/calendar.ts'],
  },
  'src/data/calendar.ts': { file: 'assets/calendar-16.js', imports: ['_calendar-17.js'] },
  // It shares the data layer's infrastructure with the dashboard's, but not its own chunk.
  '_calendar-17.js': { file: 'assets/calendar-17.js', imports: ['_resource-18.js'] },
  '_resource-18.js': { file: 'assets/resource-18.js' },
  'src/data/learning.ts': { file: 'assets/learning-13.js', imports: ['_learning-14.js'] },
  // The data module's shared part asks for the answer schemas lazily.
  '_learning-14.js': {
    file: 'assets/learning-14.js',
    imports: ['_app-core-3.js', '_resource-18.js'],
    dynamicImports: ['../contract/src/api/index.ts'],
  },
  '../contract/src/api/index.ts': { file: 'assets/api-15.js', imports: ['_api-4.js'] },
  'src/screens/lesson-player/lesson-player-screen.tsx': {
    file: 'assets/lesson-player-screen-9.js',
    imports: ['_api-4.js'],
  },
  'src/routes/access.ts': { file: 'assets/access-10.js' },
  'src/routes/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-11.js',
    imports: ['_icons-5.js'],
  },
  'src/routes/shell-frame-module.tsx': { file: 'assets/shell-frame-module-12.js' },
};

/**
 * A route table entry's lazy import as its text reads once tsx has compiled route-table.ts
 * (vitest rewrites a real `import()` in this file, so the text is written out).
 */
const lazy = (specifier: string) =>
  ({ toString: () => `() => import("${specifier}")` }) as unknown as () => unknown;

const login = lazy('../screens/auth/login-screen');
const table = {
  routes: {
    login: { path: '/auth/login', access: 'public-only' as const, screen: login },
    dashboard: {
      path: '/dashboard',
      access: 'signed-in' as const,
      screen: lazy('../screens/dashboard/dashboard-screen'),
      loader: lazy('../screens/learner-home.loaders'),
    },
    lesson: {
      path: '/course/:courseId/lesson/:lessonId',
      access: 'signed-in' as const,
      fullScreen: true,
      screen: lazy('../screens/lesson-player/lesson-player-screen'),
    },
  },
  redirects: [{ from: '/', to: '/dashboard' }],
  SIGN_IN_PATH: '/auth/login',
  SIGNED_IN_HOME: '/dashboard',
};

describe('route preloads', () => {
  it('finds the module a lazy import names, relative to the route table', () => {
    expect(moduleOfLazyImport(lazy('../screens/auth/login-screen'), manifest)).toBe(
      'src/screens/auth/login-screen.tsx',
    );
    expect(moduleOfLazyImport(lazy('../screens/learner-home.loaders'), manifest)).toBe(
      'src/screens/learner-home.loaders.ts',
    );
  });

  it('fails the build for a loader it cannot read or a module the build does not have', () => {
    expect(() => moduleOfLazyImport(() => Promise.resolve({}), manifest)).toThrow(/no import\(\)/);
    expect(() => moduleOfLazyImport(lazy('../screens/gone'), manifest)).toThrow(
      /not in the build's manifest/,
    );
  });

  it('lists each route’s chunks beyond the entry’s: screen, loader and its data, access rule and shell', () => {
    const routeData = { lesson: ['/courses/:courseId'] };
    const { routes, redirects, signInPath, signedInHome } = routePreloads(
      table,
      manifest,
      routeData,
    );
    expect(routes).toEqual([
      {
        path: '/auth/login',
        access: 'public-only',
        files: ['assets/login-screen-6.js'],
        data: [],
      },
      {
        path: '/dashboard',
        access: 'signed-in',
        files: [
          'assets/api-4.js',
          'assets/icons-5.js',
          'assets/resource-18.js',
          'assets/learning-14.js',
          'assets/dashboard-screen-7.js',
          'assets/learner-home.loaders-8.js',
          'assets/learning-13.js',
          'assets/api-15.js',
          'assets/access-10.js',
          'assets/shell-frame-module-12.js',
          'assets/signed-in-layout-11.js',
        ],
        data: [],
      },
      {
        // Full screen: the shell's frame (the fallback while its code arrives), not the shell.
        path: '/course/:courseId/lesson/:lessonId',
        access: 'signed-in',
        files: [
          'assets/api-4.js',
          'assets/lesson-player-screen-9.js',
          'assets/access-10.js',
          'assets/shell-frame-module-12.js',
        ],
        data: ['/courses/:courseId'],
      },
    ]);
    expect({ redirects, signInPath, signedInHome }).toEqual({
      redirects: [{ from: '/', to: '/dashboard' }],
      signInPath: '/auth/login',
      signedInHome: '/dashboard',
    });
  });
});
