import * as routeErrorMessages from '@lp/locales/en/route-error';
import { defaultRouteErrorTexts } from '@lp/patterns';
import { Button, Link, preloadMessages, useTranslations } from '@lp/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { sessionStore } from '../data/safe-storage';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-errors';
import { publicPaths } from './public-paths';

const RouteErrorContent = lazy(() => import('./route-error-content'));

/**
 * What a layout route shows when a page fails: never react-router's default page, never a stack
 * trace. A page whose code vanished after a redeploy reloads once by itself, then offers
 * 'Reload'; other errors load their screen ('Access Denied', 'Page not found', 'Something went
 * wrong') from route-error-content.
 */
export function RouteErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) reloadOnceForChunk(sessionStore, globalThis.location);
    else if (!isRouteErrorResponse(error)) console.error('A page failed', error);
  }, [chunk, error]);

  const screen = chunk ? (
    <NewVersionAvailable />
  ) : (
    <Suspense fallback={null}>
      <RouteErrorContent error={error} />
    </Suspense>
  );
  // Inside a layout the page's <main> exists already; on its own the error screen brings one.
  return standalone ? (
    <main id="main" className="min-h-dvh bg-surface px-4 text-text">
      {screen}
    </main>
  ) : (
    screen
  );
}

/**
 * The screen for a module that cannot load. It is drawn from code that is already here (no
 * further module to fetch, which is the very thing failing), with the RouteError pattern's
 * messages (`route-error`): English until the page's language has them, never waiting for them
 * (their chunk may be gone too).
 */
function NewVersionAvailable() {
  const translations = useTranslations();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    void preloadMessages(translations, [routeErrorMessages.id]).then(() => setLoaded(true));
  }, [translations]);
  const text = translations.ready.get(routeErrorMessages.id) as
    typeof routeErrorMessages.default | undefined;
  // English: the pattern's own texts (its module is here already, with the app's frame).
  const english = defaultRouteErrorTexts.chunk;
  return (
    <section
      data-slot="route-error"
      data-kind="chunk"
      aria-labelledby="route-error-title"
      className="flex flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 id="route-error-title" className="text-2xl font-semibold">
        {text?.chunkTitle ?? english.title}
      </h1>
      <p className="max-w-md text-text-muted">{text?.chunkMessage ?? english.message}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button onClick={() => globalThis.location.reload()}>
          {(text ?? routeErrorMessages.default).reloadLabel}
        </Button>
        <Link
          href={publicPaths.dashboard()}
          className="rounded-sm font-medium text-primary-text underline underline-offset-4"
        >
          {(text ?? routeErrorMessages.default).backLabel}
        </Link>
      </div>
    </section>
  );
}
