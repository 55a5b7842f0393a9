// Its own module, so an app can show these texts without loading the component.

/** What went wrong: the page's code changed under it, the address matches nothing, or anything else. */
export type RouteErrorKind = 'chunk' | 'not-found' | 'unknown';

/** The texts of each kind. No spec text exists for these; they are the product's. */
export interface RouteErrorTexts {
  title: string;
  message: string;
}

export const defaultRouteErrorTexts: Record<RouteErrorKind, RouteErrorTexts> = {
  chunk: {
    title: 'A new version is available',
    message: 'This page was updated while it was open. Reload to get the latest version.',
  },
  'not-found': {
    title: 'Page not found',
    message: 'The page you were looking for could not be found.',
  },
  unknown: {
    title: 'Something went wrong',
    message: 'This page could not be shown. Try again, or go back to the dashboard.',
  },
};
