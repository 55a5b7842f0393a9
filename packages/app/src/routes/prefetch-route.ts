import { matchPath } from 'react-router-dom';
import { loadedRouteTable } from './signed-in-table';
import type { RouteEntry } from './route-types';

const started = new Set<RouteEntry>();

/**
 * Starts loading a page's code (its route module and loader module) when a link to it shows
 * intent (hover, focus), so the click finds it ready. Data waits for the click: a hover must
 * not cost the server a request.
 */
export function prefetchRoute(
  href: string,
  table: readonly RouteEntry[] = loadedRouteTable(),
): void {
  const pathname = href.split(/[?#]/, 1)[0] ?? href;
  const route = table.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
  if (!route || started.has(route)) return;
  started.add(route);
  // A failure here is not the user's: the click loads it again and the error screen reports.
  void route.screen.load().catch(() => started.delete(route));
  void route.loader?.module.load().catch(() => {});
}
