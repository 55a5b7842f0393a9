import type {
  PageHydration,
  PageRenderInput,
  PageRenderResult,
  PageRouteError,
  PageSession,
} from '@lp/contract';
import { inlineBrandCss, ServerRenderedLazyContext } from '@lp/ui';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { AppServices } from './app-context';
import { AppFrame } from './app';
import { parseDeploymentConfig } from './config/load-deployment-config';
import { createApiClient } from './data/api-client';
import { dataCacheWith } from './data/hydrated-cache';
import { createSafeStorage } from './data/safe-storage';
import { createSession } from './data/session';
import type { RouteHandle } from './routes/app-routes';
import { appRoutes } from './routes/app-routes';
import { routeTable } from './routes/route-table';
import { loaderDataByKey, settleLoaderData } from './routes/route-data';
import { isMobileDevice } from './screens/lesson-player/use-player-layout-mode';
import { serverTranslations } from './data/server-translations';
import { languageLoaderOf, messagesModuleOf } from './data/translations';
import { DocumentTitleSink } from './routes/document-title';

/** Storage that lives for one render: the server's copy of what the browser keeps. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/** The session as the browser keeps it, for one render: the served session's user signed in. */
function sessionOfRender(served: PageSession | null) {
  const [local, perTab] = [memoryStorage(), memoryStorage()];
  const session = createSession(
    createSafeStorage(() => local),
    createSafeStorage(() => perTab),
  );
  if (served) session.signIn({ ...served.user, csrfToken: served.csrfToken });
  return session;
}

/** The request the router handles: a POST carries its form (an action's). */
function routerRequest(input: PageRenderInput): Request {
  if (input.method !== 'POST') return new Request(input.url, { signal: input.signal });
  // An upload form's FormData sets its own content type (multipart, with its boundary).
  if (input.form instanceof FormData)
    return new Request(input.url, { method: 'POST', body: input.form, signal: input.signal });
  return new Request(input.url, {
    method: 'POST',
    body: input.form ?? '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    signal: input.signal,
  });
}

/** The ids of the modules the matched routes load: the page preloads their built files. */
const routeModulesOf = (context: StaticHandlerContext) => [
  ...new Set(
    context.matches.flatMap(
      ({ route }) => (route.handle as RouteHandle | undefined)?.modules ?? [],
    ),
  ),
];

/**
 * The route errors of a render as the page sends them: null when there were none, undefined
 * when one is not an error answer (a thrown Error is not for the page to show).
 */
function errorAnswersOf(context: StaticHandlerContext) {
  if (!context.errors) return null;
  const errors: Record<string, PageRouteError> = {};
  for (const [routeId, error] of Object.entries(context.errors)) {
    if (!isRouteErrorResponse(error)) return undefined;
    const { status, statusText, internal, data } = error as PageRouteError;
    errors[routeId] = { status, statusText, internal, data };
  }
  return errors;
}

/**
 * Renders a page on the server with the app's own routes (decision 0021): react-router's
 * static handler runs the matched routes' loaders (or a POST's action), which call the API in
 * process with the visitor's cookies; a redirect or a status of theirs is the server's answer;
 * the page is drawn with the data they returned, which goes with it as the router's hydration
 * data.
 */
export async function renderPage(input: PageRenderInput): Promise<PageRenderResult> {
  const { config } = parseDeploymentConfig(input.config);
  const mobile = isMobileDevice({
    userAgent: input.userAgent,
    userAgentData: { mobile: input.mobileHint === '?1' },
  });
  const firstRender = {
    onServer: true,
    playerLayout: mobile ? ('mobile' as const) : ('desktop' as const),
    mode: input.mode ?? 'light',
    now: Date.now(),
  };
  const session = sessionOfRender(input.session);
  const translations = serverTranslations(input.locale);
  const services: AppServices = {
    translations,
    config,
    session,
    api: createApiClient({
      baseUrl: config.apiBaseUrl,
      readCsrfToken: session.csrfToken,
      fetch: input.fetch,
    }),
    firstRender,
  };

  const handler = createStaticHandler(appRoutes(services, routeTable));
  const context = await handler.query(routerRequest(input));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '', // not local: the server refuses it
    };
  }
  // An error answer of a loader (the access rule's 403, a 404) is the page's status, and the
  // page is its route's error screen, drawn here. Anything else thrown (a defect) leaves the
  // page for the browser to draw, running the same loader again.
  const status = context.statusCode;
  const errors = errorAnswersOf(context);
  if (errors === undefined)
    return {
      kind: 'page',
      status,
      html: '',
      hydration: null,
      routeModules: routeModulesOf(context),
    };
  const loaderData = await settleLoaderData(context.loaderData, input.signal);
  context.loaderData = loaderData;
  const router = createStaticRouter(handler.dataRoutes, context);
  const DataCache = dataCacheWith(loaderDataByKey(loaderData), false);
  let failure: unknown;
  const lazyComponents = new Set<string>();
  const documentTitle: { title?: string } = {};
  const keepTitle = (title: string) => {
    documentTitle.title = title;
  };
  const { prelude } = await prerenderToNodeStream(
    <ServerRenderedLazyContext value={lazyComponents}>
      <DocumentTitleSink value={keepTitle}>
        <AppFrame services={services} navigate={() => {}}>
          <DataCache>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </DataCache>
        </AppFrame>
      </DocumentTitleSink>
    </ServerRenderedLazyContext>,
    {
      signal: input.signal,
      // Every part inline, in order: React otherwise moves large parts to the end of the
      // document and puts them in place with inline scripts, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  // A part that failed would be left for the browser with an inline script, which the CSP
  // refuses: the server then sends the page for the browser to draw.
  if (failure !== undefined) throw failure;
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const hydration: PageHydration = {
    loaderData,
    actionData: (context.actionData as Record<string, unknown> | null) ?? null,
    ...(errors && { errors }),
    lazyComponents: [...lazyComponents],
    playerLayout: firstRender.playerLayout,
    mode: firstRender.mode,
    now: firstRender.now,
    messages: [...(translations.used ?? [])],
  };
  return {
    kind: 'page',
    status,
    html,
    hydration,
    // The page's messages preload with its routes' code: the browser needs both to hydrate.
    routeModules: [
      ...routeModulesOf(context),
      ...(hydration.messages.length > 0 ? [languageLoaderOf(translations.locale)] : []),
      ...hydration.messages.map((id) => messagesModuleOf(translations.locale, id)),
    ],
    ...(documentTitle.title && { title: documentTitle.title }),
  };
}

/**
 * The CSS of a university's colours given inline, as the theme engine writes it in the
 * browser (`<style id="lp-brand-theme">`), for the server to put into every page: its first
 * frame then wears the brand before the engine has loaded. Null for a built-in brand, whose
 * CSS is in the stylesheet.
 */
export function brandStyle(config: unknown): string | null {
  const { defaultBrand } = parseDeploymentConfig(config).config;
  return typeof defaultBrand === 'string' ? null : inlineBrandCss(defaultBrand);
}
