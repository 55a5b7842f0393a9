import * as routeMessages from '@lp/locales/en/app-routes';

/** The route table's texts (titles, navigation labels) in one language: `app-routes`. */
export type RouteMessages = typeof routeMessages.default;

/** A text of the route table: the key of its message in `app-routes`. */
export type RouteTextKey = {
  [K in keyof RouteMessages]: RouteMessages[K] extends string ? K : never;
}[keyof RouteMessages];

export { routeMessages };

/** English route texts: what the table's readers use when no language is given. */
export const englishRouteText: RouteMessages = routeMessages.default;

export { routeText } from './public-route-text';
