import { routes, type RouteName } from './route-table';

/** One string argument per `:param` of a path, in order: '/course/:courseId/lesson/:lessonId' → [string, string]. */
type PathArgs<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<`/${Rest}`>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

type PathBuilders = {
  [Name in RouteName]: (...args: PathArgs<(typeof routes)[Name]['path']>) => string;
};

/** Fills a route's `:params` in order, each encoded. */
export function fillPath(pattern: string, args: readonly string[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(args[index++] ?? ''));
}

/**
 * Typed path builders from the route table: `paths.lesson(courseId, lessonId)`. The app names
 * its own pages only through these (a test fails on a path literal anywhere else).
 */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [
    name,
    (...args: string[]) => fillPath(route.path, args),
  ]),
) as unknown as PathBuilders;

/** An address with a query string: `withQuery(paths.search(), { q: 'react' })`. */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
