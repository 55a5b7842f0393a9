import { use } from 'react';
import { publicRouteTable } from './public-routes';
import { shellModule } from './route-modules';
import type { RouteEntry } from './route-types';
import type * as SignedInRoutes from './signed-in-routes';

/** The route table's signed-in part: it arrives with the shell, not on the sign-in page. */
export const signedInRoutesModule = shellModule('signed-in-routes');

const entriesOf = (loaded: unknown): readonly RouteEntry[] =>
  Object.values((loaded as typeof SignedInRoutes).signedInRoutes);

/** The signed-in part of the route table, loaded once (the same import every time). */
export const loadSignedInTable = async (): Promise<readonly RouteEntry[]> =>
  entriesOf(signedInRoutesModule.loaded ?? (await signedInRoutesModule.load()));

/** The part of the route table the browser has so far: the public pages, and the signed-in ones once loaded. */
export const loadedRouteTable = (): readonly RouteEntry[] =>
  signedInRoutesModule.loaded
    ? [...publicRouteTable, ...entriesOf(signedInRoutesModule.loaded)]
    : publicRouteTable;

let loading: Promise<unknown> | undefined;

/**
 * The signed-in pages' texts (`app-routes`), which come with their table: at once in the browser
 * (the table is loaded before a signed-in page is drawn); the server's render and tests wait for
 * the module once.
 */
export function useSignedInRouteMessages() {
  const loaded = signedInRoutesModule.loaded ?? use((loading ??= signedInRoutesModule.load()));
  return (loaded as typeof SignedInRoutes).routeMessages;
}
