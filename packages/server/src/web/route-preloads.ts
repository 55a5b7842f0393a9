/**
 * The page's own code, named in its first HTML (issue 20, decision 0017). The app's build
 * writes `.vite/route-preloads.json` (packages/app/build/route-preloads.ts): for each route
 * of the route table, the chunks its screen, loader and shell need beyond the entry. The page
 * for a URL lists them as `modulepreload`, so the browser fetches them beside the entry instead
 * of after it has run and the router has matched.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface RoutePreload {
  path: string;
  access: 'public-only' | 'signed-in';
  files: string[];
  /** API paths (under the API base) its loader reads first, with the route's `:params`. */
  data: string[];
}

export interface RoutePreloads {
  routes: RoutePreload[];
  redirects: Array<{ from: string; to: string }>;
  signInPath: string;
  signedInHome: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
/** A built file name: under assets/, no quotes or markup (it goes into an attribute). */
const BUILT_FILE = /^assets\/[\w.-]+\.js$/;
/** An API path of the route data: segments of letters, digits, `-`, `_` and `:params`. */
const API_PATH = /^(\/:?[\w-]+)+$/;

/**
 * The build's file, checked (it is read from disk: a hand-edited or truncated one must not put
 * anything odd into a page). Null when it is not the shape the build writes.
 */
export function parseRoutePreloads(value: unknown): RoutePreloads | null {
  if (!isRecord(value) || !Array.isArray(value.routes) || !Array.isArray(value.redirects))
    return null;
  if (!isString(value.signInPath) || !isString(value.signedInHome)) return null;
  const routes: RoutePreload[] = [];
  for (const route of value.routes) {
    if (!isRecord(route) || !isString(route.path) || !Array.isArray(route.files)) return null;
    if (route.access !== 'public-only' && route.access !== 'signed-in') return null;
    if (!route.files.every((file) => isString(file) && BUILT_FILE.test(file))) return null;
    const data = route.data ?? [];
    if (!Array.isArray(data) || !data.every((path) => isString(path) && API_PATH.test(path)))
      return null;
    routes.push({
      path: route.path,
      access: route.access,
      files: route.files as string[],
      data: data as string[],
    });
  }
  const redirects: RoutePreloads['redirects'] = [];
  for (const redirect of value.redirects) {
    if (!isRecord(redirect) || !isString(redirect.from) || !isString(redirect.to)) return null;
    redirects.push({ from: redirect.from, to: redirect.to });
  }
  return { routes, redirects, signInPath: value.signInPath, signedInHome: value.signedInHome };
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether a pathname matches a route pattern the way react-router matches the route table's
 * (`:name` is one non-empty segment, letters compare case-insensitively, a trailing slash is
 * ignored). The table has no optional segments or splats.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return (
    expected.length === actual.length &&
    expected.every(
      (segment, i) => segment.startsWith(':') || segment.toLowerCase() === actual[i]?.toLowerCase(),
    )
  );
}

/** The route the client will show for an address, and the address it will show it at. */
export interface PageTarget {
  route: RoutePreload;
  pathname: string;
}

/**
 * The page the client shows for an address: its route's, or that of the page it sends the
 * visitor to at once (a redirect; sign-in for a signed-out visit to a signed-in page; the home
 * page for a signed-in visit to a sign-in page). `signedIn` is a guess from the session cookie:
 * a stale one costs a few unused downloads, never a wrong page. Null for an unknown address.
 */
export function pageTarget(
  preloads: RoutePreloads,
  pathname: string,
  signedIn: boolean,
): PageTarget | null {
  const at = (path: string): PageTarget | null => {
    const route = preloads.routes.find((candidate) => matchesPattern(candidate.path, path));
    return route ? { route, pathname: path } : null;
  };
  const redirect = preloads.redirects.find(({ from }) => matchesPattern(from, pathname));
  const target = at(redirect ? redirect.to : pathname);
  if (!target) return null;
  if (target.route.access === 'signed-in' && !signedIn) return at(preloads.signInPath);
  if (target.route.access === 'public-only' && signedIn) return at(preloads.signedInHome);
  return target;
}

/**
 * The API paths a page's loader reads first, with the address's parameters written the way the
 * client's data modules write them (decoded by the router, then `encodeURIComponent`), so each
 * is the exact key the client asks for. None when a parameter is not valid percent-encoding.
 */
export function dataPathsFor({ route, pathname }: PageTarget): string[] {
  const pattern = segmentsOf(route.path);
  const actual = segmentsOf(pathname);
  const params = new Map<string, string>();
  try {
    pattern.forEach((segment, i) => {
      if (segment.startsWith(':'))
        params.set(segment.slice(1), encodeURIComponent(decodeURIComponent(actual[i] ?? '')));
    });
  } catch {
    return [];
  }
  return route.data.map((path) =>
    path.replace(/:(\w+)/g, (_, name: string) => params.get(name) ?? ''),
  );
}

/** The `<link rel="modulepreload">` elements for the files (crossorigin like Vite's own tags). */
export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n  `).join('');
}
