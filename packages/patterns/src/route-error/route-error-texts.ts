// Its own module, so an app can show these texts without loading the component.
import en, * as routeErrorMessages from '@lp/locales/en/route-error';
import { useMessages } from '@lp/ui';

/** What went wrong: the page's code changed under it, the address matches nothing, or anything else. */
export type RouteErrorKind = 'chunk' | 'not-found' | 'unknown';

/** The texts of each kind. No spec text exists for these; they are the product's. */
export interface RouteErrorTexts {
  title: string;
  message: string;
}

function routeErrorTextsFrom(
  text: typeof routeErrorMessages.default,
): Record<RouteErrorKind, RouteErrorTexts> {
  return {
    chunk: { title: text.chunkTitle, message: text.chunkMessage },
    'not-found': { title: text.notFoundTitle, message: text.notFoundMessage },
    unknown: { title: text.unknownTitle, message: text.unknownMessage },
  };
}

/** The English texts of each kind (the catalogue's `route-error`). */
export const defaultRouteErrorTexts: Record<RouteErrorKind, RouteErrorTexts> =
  routeErrorTextsFrom(en);

/** The texts of each kind in the page's language. */
export function useRouteErrorTexts(): Record<RouteErrorKind, RouteErrorTexts> {
  return routeErrorTextsFrom(useMessages(routeErrorMessages));
}
