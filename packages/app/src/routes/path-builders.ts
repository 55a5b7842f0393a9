import type { RouteEntry } from './route-types';

/** One string argument per `:param` of a path, in order: '/course/:courseId/lesson/:lessonId' → [string, string]. */
type PathArgs<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<`/${Rest}`>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

/** A typed builder per route of a table: `paths.lesson(courseId, lessonId)`. */
export type PathBuilders<Table extends Record<string, { path: string }>> = {
  [Name in keyof Table]: (...args: PathArgs<Table[Name]['path']>) => string;
};

/** Fills a route's `:params` in order, each encoded. */
export function fillPath(pattern: string, args: readonly string[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(args[index++] ?? ''));
}

/** The typed path builders of a route table (or of one of its parts). */
export function pathBuilders<Table extends Record<string, RouteEntry>>(
  table: Table,
): PathBuilders<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [
      name,
      (...args: string[]) => fillPath(route.path, args),
    ]),
  ) as unknown as PathBuilders<Table>;
}

/** An address with a query string: `withQuery(paths.search(), { q: 'react' })`. */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
