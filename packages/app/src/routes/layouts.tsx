import { useMessages, type MessageNamespace } from '@lp/ui';
import { use, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useAppServices } from '../app-context';
import type { RouteHandle } from './app-routes';
import { useSignedInRouteMessages } from './signed-in-table';
import { DocumentTitleSink } from './document-title';
import { publicRouteMessages, routeText } from './public-route-text';

/** The route-table entry of the page being shown (the deepest match that carries one). */
export function useCurrentRoute() {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/**
 * Names the document after the page being shown: 'Title · Product', in the page's language; on
 * the server, through DocumentTitleSink, so the first HTML's `<title>` says the same. `titles` is the namespace its title is a
 * key of: the public pages' (here) or the signed-in pages' (`app-routes`, which arrives with the
 * shell and its layouts).
 */
export function useDocumentTitle(titles: MessageNamespace<object> = publicRouteMessages) {
  const route = useCurrentRoute();
  const { config } = useAppServices();
  const frame = useMessages(publicRouteMessages);
  const text = useMessages(titles);
  const title = route
    ? frame.documentTitle({ title: routeText(text, route.title), productName: config.productName })
    : undefined;
  const tellServer = use(DocumentTitleSink);
  if (tellServer && title) tellServer(title);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The plain layout without a sidebar (auth screens and other pages, spec 1 section 2.1). */
export function PlainLayout() {
  useDocumentTitle();
  return (
    <main id="main" className="min-h-dvh bg-surface px-4 text-text">
      <Outlet />
    </main>
  );
}

/**
 * Signed-in screens that bring their own header and landmarks (the lesson player): no shell.
 * Their titles are the signed-in pages' texts, loaded with the signed-in table before any of
 * them is drawn.
 */
export function FullScreenLayout() {
  useDocumentTitle(useSignedInRouteMessages());
  return <Outlet />;
}
