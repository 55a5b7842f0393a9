import * as publicRouteMessages from '@lp/locales/en/app-public-routes';

/**
 * The public pages' titles and the document title's frame: `app-public-routes`, on every page's
 * first load. The signed-in pages' texts (`app-routes`, route-text.ts) arrive with the shell.
 */
export type PublicRouteMessages = typeof publicRouteMessages.default;

/** A public page's title: the key of its message in `app-public-routes`. */
export type PublicRouteTextKey = {
  [K in keyof PublicRouteMessages]: PublicRouteMessages[K] extends string ? K : never;
}[keyof PublicRouteMessages];

export { publicRouteMessages };

/**
 * A route-table text in a language: the message its key names. A text that is no key (a table
 * made for a test, an entry a deployment adds) stands as itself.
 */
export function routeText(text: object, key: string): string {
  const message = (text as Record<string, unknown>)[key];
  return typeof message === 'string' ? message : key;
}
