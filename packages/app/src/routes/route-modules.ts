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

const shellFiles = import.meta.glob([
  './signed-in-layout.tsx',
  './shell-frame-module.tsx',
  './access.ts',
  './signed-in-routes.ts',
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

type Files<T> = Record<string, () => Promise<T>>;

/**
 * The route modules of one part of the route table, from the files its globs found (a lazy
 * import each, under src/screens, named by their path there): the public pages' table names
 * only theirs, so the sign-in page does not carry the signed-in pages' imports. The ids come
 * from the files themselves, never from a list kept by hand.
 */
export function routeModules(screens: Files<ScreenExports>, loaders: Files<LoaderExports>) {
  return {
    /** A screen module, by its path under src/screens without `.tsx`. */
    screenModule: (file: string) => moduleOf(screens, 'src/screens', `${file}.tsx`),
    /** A loader or action module (`*.loader.ts`, `*.loaders.ts`, `*.actions.ts`), without `.ts`. */
    loaderModule: (file: string) => moduleOf(loaders, 'src/screens', `${file}.ts`),
  };
}

const shellComponents = new Set(['signed-in-layout', 'shell-frame-module']);

/** The signed-in shell's modules: preloaded with every page drawn inside it. */
export const shellModule = (
  file: 'signed-in-layout' | 'shell-frame-module' | 'access' | 'signed-in-routes',
) => moduleOf(shellFiles, 'src/routes', `${file}.${shellComponents.has(file) ? 'tsx' : 'ts'}`);
