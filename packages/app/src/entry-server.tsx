import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { LoginResponse } from '@lp/contract/api';
import { DrawnBlocksContext, inlineBrandCss } from '@lp/ui';
import { SWRConfig } from 'swr';
import type { AppServices } from './app-context';
import { AppFrame } from './app';
import { parseDeploymentConfig } from './config/deployment-config';
import { createApiClient } from './data/api-client';
import { createAnswerReader } from './data/answer-reader';
import type { PageHydration } from './data/first-render';
import { createSafeStorage } from './data/safe-storage';
import { createSession } from './data/session';
import { appRoutes } from './routes/app-routes';
import { isMobileDevice } from './screens/lesson-player/use-player-layout-mode';

export type { PageHydration } from './data/first-render';
export { HYDRATION_ID } from './data/page-hydration';

/** What the server knows of the request when it renders a page (server/src/web/page-render.ts). */
export interface PageRenderInput {
  /** The page's absolute address. */
  url: string;
  /** The university's deployment config, as the page carries it. */
  config: unknown;
  /** GET /auth/me's data for the session, or null for a signed-out visitor. */
  user: { email: string; firstName: string; lastName: string; roles: string[] } | null;
  /** The page's first answers by API path (the ones the page carries too). */
  answers: Record<string, unknown>;
  /** The theme cookie's mode, or null without one. */
  mode: 'light' | 'dark' | null;
  /** The request's User-Agent and Sec-CH-UA-Mobile headers: the lesson player's layout (spec 1 §2.7). */
  userAgent: string;
  mobileHint?: string;
  /** Gives up on a render that takes longer (the page is then sent without it). */
  signal?: AbortSignal;
}

export interface PageRenderResult {
  /** The HTML inside `<div id="root">`. */
  html: string;
  hydration: PageHydration;
  /** The API paths whose answers the hydration carries: the page need not carry them again. */
  answered: string[];
}

/** Storage that lives for one render: the server's copy of what the browser keeps. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(entries));
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

const notOnTheServer = () =>
  Promise.reject(new Error('the server renders only with the answers it was given'));

/**
 * Renders a page's HTML with the same route table, screens and data as the browser (issue
 * 20, decision 0018). Null when the page is not one to render here: its address redirects,
 * its loader failed or refused access, or it draws nothing but a redirect (the browser then
 * shows those as it always has).
 */
export async function renderPage(input: PageRenderInput): Promise<PageRenderResult | null> {
  const { config } = parseDeploymentConfig(input.config);
  const reader = createAnswerReader();
  const mobile = isMobileDevice({
    userAgent: input.userAgent,
    userAgentData: { mobile: input.mobileHint === '?1' },
  });
  const playerLayout = mobile ? 'mobile' : 'desktop';
  const mode = input.mode ?? 'light';
  const now = Date.now();
  const [local, perTab] = [memoryStorage(), memoryStorage()];
  const session = createSession(
    createSafeStorage(() => local),
    createSafeStorage(() => perTab),
  );
  if (input.user) session.signIn({ ...input.user, csrfToken: '' } as LoginResponse);
  const answers = new Map(Object.entries(input.answers));
  const services: AppServices = {
    config,
    session,
    api: createApiClient({
      baseUrl: config.apiBaseUrl,
      readCsrfToken: () => null,
      fetch: notOnTheServer,
      embeddedAnswers: { take: (path) => answers.get(path) },
    }),
    firstRender: { useAnswer: reader.useAnswer, playerLayout, mode, now },
  };

  const handler = createStaticHandler(appRoutes(services));
  const context = await handler.query(new Request(input.url, { signal: input.signal }));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  let failure: unknown;
  const blocks = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <DrawnBlocksContext value={blocks}>
      <AppFrame services={services} navigate={() => {}}>
        {/* A data cache of this render's own: nothing of one visitor's reaches another's page. */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SWRConfig>
      </AppFrame>
    </DrawnBlocksContext>,
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
  // refuses: the page is better drawn by the browser alone.
  if (failure !== undefined) throw failure;
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // Nothing drawn: a guard or a screen sends the visitor elsewhere (<Navigate>), which only
  // the browser can do.
  if (html === '') return null;
  const used = reader.settled();
  return {
    html,
    answered: Object.keys(used),
    hydration: {
      loaderData: context.loaderData,
      answers: used,
      blocks: [...blocks],
      playerLayout,
      mode,
      now,
    },
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
