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

// The bundler lists the files (a lazy import each) and names them by their path under their
// folder: the ids come from the files themselves, never from a list kept by hand.
const screenFiles = import.meta.glob<ScreenExports>('./**/*-screen.tsx', { base: '../screens' });
const loaderFiles = import.meta.glob<LoaderExports>(['./**/*.loader{,s}.ts', './**/*.actions.ts'], {
  base: '../screens',
});
const shellFiles = import.meta.glob([
  './signed-in-layout.tsx',
  './shell-frame-module.tsx',
  './access.ts',
]);

/** The module at `./file` of a glob over `folder` (its path from the app's root). */
function moduleOf<T>(files: Record<string, () => Promise<T>>, folder: string, file: string) {
  const load = files[`./${file}`];
  if (!load) throw new Error(`No route module ${folder}/${file}`);
  const module: RouteModule<T> = {
    id: `${folder}/${file}`,
    load: () => load().then((loaded) => (module.loaded = loaded)),
  };
  return module;
}

/** A screen module under src/screens, by its path there without `.tsx`. */
export const screenModule = (file: string) => moduleOf(screenFiles, 'src/screens', `${file}.tsx`);

/** A loader or action module under src/screens (`*.loader.ts`, `*.loaders.ts`, `*.actions.ts`), without `.ts`. */
export const loaderModule = (file: string) => moduleOf(loaderFiles, 'src/screens', `${file}.ts`);

/** The signed-in shell's modules: preloaded with every page drawn inside it. */
export const shellModule = (file: 'signed-in-layout' | 'shell-frame-module' | 'access') =>
  moduleOf(shellFiles, 'src/routes', `${file}.${file === 'access' ? 'ts' : 'tsx'}`);
