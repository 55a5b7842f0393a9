import { useMessages } from '@lp/ui';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useAppServices } from '../app-context';
import type { RouteHandle } from './app-routes';
import { routeMessages, routeText } from './route-text';

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
 * Names the document after the page being shown: 'Title · Product', in the page's language (the
 * server's first HTML carries the product name alone).
 */
export function useDocumentTitle() {
  const route = useCurrentRoute();
  const { config } = useAppServices();
  const text = useMessages(routeMessages);
  const title = route
    ? text.documentTitle({ title: routeText(text, route.title), productName: config.productName })
    : undefined;
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

/** Signed-in screens that bring their own header and landmarks (the lesson player): no shell. */
export function FullScreenLayout() {
  useDocumentTitle();
  return <Outlet />;
}
