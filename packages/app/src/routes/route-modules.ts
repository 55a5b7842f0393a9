import type { ComponentType } from 'react';
import type { ScreenAction, ScreenLoader } from './route-types';

/**
 * A module a route loads on demand, with its id: its path from the app's root, as the build's
 * manifest names it (`src/screens/dashboard/dashboard-screen.tsx`). The server renders a page
 * with the app's own routes and preloads the code of the routes it matched by these ids.
 */
export interface RouteModule<T> {
  id: string;
  load: () => Promise<T>;
  /** The module once loaded: a loader then runs without waiting a turn for it. */
  loaded?: T;
}

export type ScreenExports = { default: ComponentType };
export type LoaderExports = Record<string, ScreenLoader | ScreenAction | undefined>;

// The bundler lists the files (a lazy import each) and names them by their path relative to
// this folder: the ids come from the files themselves, never from a list kept by hand.
const screenFiles = import.meta.glob<ScreenExports>('../screens/**/*-screen.tsx');
const loaderFiles = import.meta.glob<LoaderExports>([
  '../screens/**/*.loader{,s}.ts',
  '../screens/**/*.actions.ts',
]);
const shellFiles = import.meta.glob([
  './signed-in-layout.tsx',
  './shell-frame-module.tsx',
  './access.ts',
]);

function moduleOf<T>(files: Record<string, () => Promise<T>>, key: string): RouteModule<T> {
  const file = files[key];
  if (!file) throw new Error(`No route module ${key}`);
  const id = `src/${key.replace(/^\.\.\//, '').replace(/^\.\//, 'routes/')}`;
  const module: RouteModule<T> = {
    id,
    load: () => file().then((loaded) => (module.loaded = loaded)),
  };
  return module;
}

/** A screen module under src/screens, by its path there without `.tsx`. */
export const screenModule = (file: string) => moduleOf(screenFiles, `../screens/${file}.tsx`);

/** A loader or action module under src/screens (`*.loader.ts`, `*.loaders.ts`, `*.actions.ts`), without `.ts`. */
export const loaderModule = (file: string) => moduleOf(loaderFiles, `../screens/${file}.ts`);

/** The signed-in shell's modules: preloaded with every page drawn inside it. */
export const shellModule = (file: 'signed-in-layout' | 'shell-frame-module' | 'access') =>
  moduleOf(shellFiles, `./${file}.${file === 'access' ? 'ts' : 'tsx'}`);
