import { AccessDenied, RouteError } from '@lp/patterns';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { sessionStore } from '../data/safe-storage';
import { ACCESS_DENIED_STATUS } from './access';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-errors';
import { paths } from './paths';

/**
 * What a layout route shows when a page fails: never react-router's default page, never a stack
 * trace. A page whose code vanished after a redeploy reloads once by itself, then offers
 * 'Reload'; a 403 is the 'Access Denied' screen; a 404 the not-found screen.
 */
export function RouteErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) reloadOnceForChunk(sessionStore, globalThis.location);
    else if (!isRouteErrorResponse(error)) console.error('A page failed', error);
  }, [chunk, error]);

  const screen = errorContent(error, chunk);
  // Inside a layout the page's <main> exists already; on its own the error screen brings one.
  return standalone ? (
    <main id="main" className="min-h-dvh bg-surface px-4 text-text">
      {screen}
    </main>
  ) : (
    screen
  );
}

function errorContent(error: unknown, chunk: boolean) {
  const back = paths.dashboard();
  const reload = () => globalThis.location.reload();
  if (isRouteErrorResponse(error) && error.status === ACCESS_DENIED_STATUS) {
    return <AccessDenied backHref={back} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <RouteError placement="section" kind="not-found" backHref={back} />;
  }
  if (chunk)
    return <RouteError placement="section" kind="chunk" backHref={back} onReload={reload} />;
  return <RouteError placement="section" kind="unknown" backHref={back} onRetry={reload} />;
}
