import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forwardedHeaders, isSameOriginApi } from './page-answers';

/**
 * The app's server render module (packages/app/src/entry-server.tsx, decision 0018), as the
 * app's build writes it beside its files: `dist-ssr/entry-server.js`. The server knows it only
 * by this shape, the one interface between two packages that may not import each other.
 */
type RenderUser = { email: string; firstName: string; lastName: string; roles: string[] };

export interface PageRenderer {
  renderPage(input: {
    url: string;
    config: unknown;
    user: RenderUser | null;
    answers: Record<string, unknown>;
    mode: 'light' | 'dark' | null;
    userAgent: string;
    mobileHint?: string;
    signal?: AbortSignal;
  }): Promise<RenderedPage | null>;
  /** The CSS of colours given inline in the config, or null (a built-in brand). */
  brandStyle?(config: unknown): string | null;
}

/** A page the app drew: its HTML, what the browser hydrates it with, and the answers that carries. */
export interface RenderedPage {
  html: string;
  hydration: unknown;
  /** API paths whose answers the hydration carries (the page need not carry them twice). */
  answered: string[];
}

/** The id of the `<script type="application/json">` the browser hydrates a rendered page from. */
export const HYDRATION_ID = 'lp-hydration';

/** Where the build puts the render module, relative to the browser's files. */
export const RENDER_MODULE = '../dist-ssr/entry-server.js';

/** A render that takes longer is given up, and the page goes without its HTML. */
export const RENDER_TIMEOUT_MS = 2_000;

/**
 * The render module, imported once in production; elsewhere again when the file changes (a
 * rebuild beside a running server). Null without one (a build from before server rendering,
 * static files only): pages are then drawn by the browser alone, as before.
 */
export function renderModuleSource(file: string, production: boolean) {
  let loaded: { modified: number; module: Promise<PageRenderer | null> } | null = null;
  return (): Promise<PageRenderer | null> => {
    if (production && loaded) return loaded.module;
    const modified = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (!loaded || loaded.modified !== modified) {
      const module =
        modified < 0
          ? Promise.resolve(null)
          : import(`${pathToFileURL(file).href}?v=${modified}`).then(
              (value: Partial<PageRenderer>) =>
                typeof value.renderPage === 'function' ? (value as PageRenderer) : null,
              () => null,
            );
      loaded = { modified, module };
    }
    return loaded.module;
  };
}

/** The session's user as GET /auth/me answers it to this request (same session, same host), or null. */
async function userOfRequest(app: FastifyInstance, request: FastifyRequest, apiBase: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${apiBase}/auth/me`,
    headers: forwardedHeaders(request),
  });
  if (response.statusCode !== 200) return null;
  const { data } = response.json<{ data?: unknown }>();
  return data && typeof data === 'object' ? (data as RenderUser) : null;
}

/**
 * The page's HTML and what the browser hydrates it with, or null when it is not rendered
 * here (no render module, a signed-in page without a session, a redirect, an error or a render past its time: the
 * browser then draws the page as it always has). A failure is logged, never shown.
 */
export async function renderPageHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: PageRenderer,
  page: {
    config: { apiBaseUrl: string };
    answers: Record<string, unknown>;
    mode: 'light' | 'dark' | null;
    /** A signed-in page: drawn for the session's user, or not at all without one. */
    signedIn: boolean;
  },
): Promise<RenderedPage | null> {
  if (!isSameOriginApi(page.config.apiBaseUrl)) return null;
  try {
    const user = page.signedIn ? await userOfRequest(app, request, page.config.apiBaseUrl) : null;
    if (page.signedIn && !user) return null;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const drawn = await renderer.renderPage({
      url: `${request.protocol}://${request.host}${request.url}`,
      config: page.config,
      user,
      answers: page.answers,
      mode: page.mode,
      userAgent: header('user-agent') ?? '',
      mobileHint: header('sec-ch-ua-mobile'),
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    if (!drawn || typeof drawn.html !== 'string') return null;
    const answered = Array.isArray(drawn.answered) ? drawn.answered : [];
    return { ...drawn, answered: answered.filter((path) => typeof path === 'string') };
  } catch (error) {
    request.log.warn({ err: error }, 'page not rendered on the server');
    return null;
  }
}

/** The id of the `<style>` the theme engine writes a brand of inline colours into (ui's applyTheme). */
export const BRAND_STYLE_ID = 'lp-brand-theme';

/**
 * The `<style>` of a university's brand of inline colours, from the render module, so every
 * page's first frame wears it (decision 0018); empty for a built-in brand or without the module.
 * Kept per brand: the engine's work is done once, not per page. `<` cannot close the element.
 */
export function brandStyleElement(
  renderer: PageRenderer | null,
  config: { defaultBrand: unknown },
) {
  if (!renderer?.brandStyle || typeof config.defaultBrand !== 'object') return '';
  const key = JSON.stringify(config.defaultBrand);
  let css = brandStyles.get(key);
  if (css === undefined) {
    try {
      css = (renderer.brandStyle(config) ?? '').replace(/</g, '\\3c ');
    } catch {
      css = ''; // the browser's engine derives it, as before
    }
    if (brandStyles.size >= 100) brandStyles.clear();
    brandStyles.set(key, css);
  }
  return css ? `<style id="${BRAND_STYLE_ID}">${css}</style>\n  ` : '';
}
const brandStyles = new Map<string, string>();
