import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the server needs to preload a page's code from its first HTML (issue 20, decision
 * 0017): for each route of the route table, the chunks its screen and its data loader need,
 * beyond what the entry already loads. Without it the browser finds them only after the entry
 * has run and the router has matched: one more round trip per page opened by address.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreload {
  /** The route table's pattern (`/course/:courseId/lesson/:lessonId`). */
  path: string;
  access: 'public-only' | 'signed-in';
  /** Built files under the output folder (`assets/x-abc.js`), in load order. */
  files: string[];
  /** The API answers its loader reads first (`/courses/:courseId`), from src/data/route-data.ts. */
  data: string[];
}

export interface RoutePreloads {
  routes: RoutePreload[];
  /** Addresses the router sends elsewhere at once (`/` → `/dashboard`). */
  redirects: Array<{ from: string; to: string }>;
  /** Where a signed-out visitor of a signed-in page goes, and a signed-in one of a public page. */
  signInPath: string;
  signedInHome: string;
}

/** What the route table module exports that this reads (route-table.ts). */
export interface RouteTableModule {
  routes: Record<string, RouteModules>;
  redirects: ReadonlyArray<{ from: string; to: string }>;
  SIGN_IN_PATH: string;
  SIGNED_IN_HOME: string;
}

/** The part of a Vite manifest entry this reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The part of a route-table entry this reads (route-types.ts). */
export interface RouteModules {
  path: string;
  access: 'public-only' | 'signed-in';
  fullScreen?: boolean;
  screen: () => unknown;
  loader?: () => unknown;
}

/**
 * The modules every signed-in page loads besides its own (app-routes.tsx): the access rule and
 * the shell's frame (the fallback shown while a first visit's code arrives), and the shell
 * itself unless the page is full screen.
 */
const SIGNED_IN_MODULES = ['src/routes/access.ts', 'src/routes/shell-frame-module.tsx'];
const SHELL_MODULES = ['src/routes/signed-in-layout.tsx'];

const IMPORT_SPECIFIER = /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/;

/**
 * The manifest key of the module a lazy import loads: the route table's entries are
 * `() => import('../screens/…')`, whose text names the module. A loader that does not read
 * that way fails the build rather than silently losing its preloads.
 */
export function moduleOfLazyImport(load: () => unknown, manifest: Manifest): string {
  const specifier = IMPORT_SPECIFIER.exec(String(load))?.[1];
  if (!specifier) throw new Error(`route preloads: no import() in ${String(load)}`);
  const base = path.posix.join('src/routes', specifier);
  const key = [base, `${base}.tsx`, `${base}.ts`].find((candidate) => candidate in manifest);
  if (!key) throw new Error(`route preloads: ${specifier} is not in the build's manifest`);
  return key;
}

/** The keys of a module and of everything it imports statically, depth first (imports first). */
function staticClosure(key: string, manifest: Manifest, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route preloads: ${key} is not in the build's manifest`);
  for (const imported of chunk.imports ?? []) staticClosure(imported, manifest, seen);
  seen.add(key);
  return seen;
}

/**
 * Each route's files: its screen's, its loader's, the data modules its loader imports lazily
 * and the answer schemas those import lazily (both are asked for as soon as the loader runs),
 * the access rule and shell of a signed-in page; minus what index.html already loads. A
 * loaders module serves several screens (learner-home.loaders.ts), so of its lazy imports only
 * the data modules the screen itself uses are taken (their code is shared with the screen's):
 * the dashboard does not preload the calendar's.
 */
export function routePreloads(
  table: RouteTableModule,
  manifest: Manifest,
  routeData: Partial<Record<string, readonly string[]>> = {},
): RoutePreloads {
  const entry = staticClosure('index.html', manifest);
  const lazyImportsOf = (keys: Iterable<string>) =>
    [...keys]
      .filter((key) => !entry.has(key))
      .flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return {
    redirects: table.redirects.map(({ from, to }) => ({ from, to })),
    signInPath: table.SIGN_IN_PATH,
    signedInHome: table.SIGNED_IN_HOME,
    routes: Object.entries(table.routes).map(([name, route]) => {
      const keys = new Set<string>();
      const add = (key: string) => staticClosure(key, manifest, keys);
      const screen = staticClosure(moduleOfLazyImport(route.screen, manifest), manifest);
      screen.forEach(add);
      if (route.loader) {
        const loader = staticClosure(moduleOfLazyImport(route.loader, manifest), manifest);
        const data = new Set<string>();
        for (const key of lazyImportsOf(loader)) {
          // A data module is a facade over its own chunk, which a screen using it imports too.
          const ownChunks = (manifest[key]?.imports ?? []).filter((part) => !entry.has(part));
          if (ownChunks.some((part) => screen.has(part)))
            staticClosure(key, manifest).forEach((part) => data.add(part));
        }
        [...loader, ...data, ...lazyImportsOf(data)].forEach(add);
      }
      if (route.access === 'signed-in') {
        SIGNED_IN_MODULES.forEach(add);
        if (!route.fullScreen) SHELL_MODULES.forEach(add);
      }
      const files = [...keys].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
      return {
        path: route.path,
        access: route.access,
        files: [...new Set(files)],
        data: [...(routeData[name] ?? [])],
      };
    }),
  };
}

/**
 * Writes {@link ROUTE_PRELOADS_FILE} after a build of the app (not of other roots built with
 * this config, such as the route-size baseline). The route table and the route data are read
 * with tsx: the table's entries only hold `import()` functions, which are never called here.
 */
export function routePreloadsPlugin(): Plugin {
  let outDir = '';
  let routeTableFile = '';
  let routeDataFile = '';
  return {
    name: 'lp-route-preloads',
    apply: 'build',
    // The browser's files only: the server's render module (dist-ssr) is neither preloaded nor served.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      routeTableFile = path.join(config.root, 'src/routes/route-table.ts');
      routeDataFile = path.join(config.root, 'src/data/route-data.ts');
    },
    async writeBundle() {
      const manifestFile = path.join(outDir, '.vite/manifest.json');
      if (!existsSync(routeTableFile) || !existsSync(manifestFile)) return;
      const { tsImport } = await import('tsx/esm/api');
      const table = (await tsImport(routeTableFile, import.meta.url)) as RouteTableModule;
      const { routeData } = (await tsImport(routeDataFile, import.meta.url)) as {
        routeData: Partial<Record<string, readonly string[]>>;
      };
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      writeFileSync(
        path.join(outDir, ROUTE_PRELOADS_FILE),
        `${JSON.stringify(routePreloads(table, manifest, routeData), null, 1)}\n`,
      );
    },
  };
}
