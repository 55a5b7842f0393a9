import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRenderModule, PageRenderResult, PageSession } from '@lp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the build puts the render module, relative to the browser's files. */
export const RENDER_MODULE = '../dist-ssr/entry-server.js';

/** A render that takes longer is given up, and the page goes without its HTML. */
export const RENDER_TIMEOUT_MS = 2_000;

/**
 * The render module, imported once in production; elsewhere again when the file changes (a
 * rebuild beside a running server). Null without one (a build without server rendering,
 * static files only): pages are then drawn by the browser alone.
 */
export function renderModuleSource(file: string, production: boolean) {
  let loaded: { modified: number; module: Promise<PageRenderModule | null> } | null = null;
  return (): Promise<PageRenderModule | null> => {
    if (production && loaded) return loaded.module;
    const modified = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (!loaded || loaded.modified !== modified) {
      const module =
        modified < 0
          ? Promise.resolve(null)
          : import(`${pathToFileURL(file).href}?v=${modified}`).then(
              (value: Partial<PageRenderModule>) =>
                typeof value.renderPage === 'function' ? (value as PageRenderModule) : null,
              () => null,
            );
      loaded = { modified, module };
    }
    return loaded.module;
  };
}

/** What the API needs of the page's request to answer as it would answer the browser. */
const FORWARDED_HEADERS = [
  'cookie',
  'host',
  'origin',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

/** An API under this origin's paths: the only one the page's request can speak for. */
export const isSameOriginApi = (apiBase: string) =>
  apiBase.startsWith('/') && !apiBase.startsWith('//');

/** The headers of the page's request that an in-process API request passes on (`inject`). */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * A request body as bytes for `inject`: text as it is; anything else fetch takes (an upload's
 * FormData) encoded as fetch would send it, with its content type (multipart's boundary).
 */
async function encodedBody(
  body: RequestInit['body'] | undefined,
): Promise<{ payload?: { payload: string | Buffer }; headers?: { 'content-type': string } }> {
  if (body === undefined || body === null) return {};
  if (typeof body === 'string') return { payload: { payload: body } };
  const encoded = new Request('http://in-process/', { method: 'POST', body });
  const type = encoded.headers.get('content-type');
  return {
    payload: { payload: Buffer.from(await encoded.arrayBuffer()) },
    ...(type ? { headers: { 'content-type': type } } : {}),
  };
}

/**
 * A fetch that calls the API in process (`inject`) as the page's visitor: the same routes,
 * access rule, tenancy and session as the browser's own request. The cookies an answer sets
 * (a sign-in's session) are collected for the page's answer.
 */
export function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  setCookies: string[],
): typeof globalThis.fetch {
  const forwarded = forwardedHeaders(request);
  // The API's limits count by the client's address: the in-process call comes from it too.
  const remoteAddress = request.raw.socket?.remoteAddress ?? request.ip;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/') || url.startsWith('//'))
      throw new TypeError(`Not an API path: ${url}`);
    const sent = await encodedBody(init?.body);
    const headers = {
      ...forwarded,
      ...Object.fromEntries(new Headers(init?.headers)),
      ...sent.headers,
    };
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress,
      ...sent.payload,
    });
    const cookies = response.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    const body = response.statusCode === 204 ? null : new Uint8Array(response.rawPayload);
    return new Response(body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

/**
 * The session the page is served for: GET /auth/me's user (same session, same host, same
 * rules as the browser's) with the session's CSRF token, or null for a signed-out visitor.
 */
export async function pageSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  apiBase: string,
): Promise<PageSession | null> {
  const response = await app.inject({
    method: 'GET',
    url: `${apiBase}/auth/me`,
    headers: forwardedHeaders(request),
    remoteAddress: request.raw.socket?.remoteAddress ?? request.ip,
  });
  if (response.statusCode !== 200) return null;
  const { data } = response.json<{ data?: PageSession['user'] }>();
  const csrfToken = await app.csrfTokenOfRequest(request);
  return data && csrfToken ? { user: data, csrfToken } : null;
}

/** A page request the app renders: a GET, or a form sent before the app's script ran. */
export interface PageRequest {
  config: { apiBaseUrl: string };
  session: PageSession | null;
  mode: 'light' | 'dark' | null;
  /** The page's language (web/page-locale.ts). */
  locale: string;
  method: 'GET' | 'POST';
  form?: string | FormData;
  /** Where the cookies set by the API calls of the render go. */
  setCookies: string[];
}

/**
 * The app's render of the page: a redirect, or its status and HTML with what the browser
 * hydrates it with. Null when it cannot be had (no render module, a render that failed or
 * took too long): the browser then draws the page. A failure is logged, never shown.
 */
export async function renderWithApp(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: PageRenderModule,
  page: PageRequest,
): Promise<PageRenderResult | null> {
  try {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const result = await renderer.renderPage({
      url: `${request.protocol}://${request.host}${request.url}`,
      method: page.method,
      form: page.form,
      config: page.config,
      session: page.session,
      mode: page.mode,
      locale: page.locale,
      userAgent: header('user-agent') ?? '',
      mobileHint: header('sec-ch-ua-mobile'),
      fetch: inProcessFetch(app, request, page.setCookies),
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    if (result.kind === 'redirect') return isLocalPath(result.location) ? result : null;
    if (typeof result.html !== 'string' || !Array.isArray(result.routeModules)) return null;
    return result;
  } catch (error) {
    request.log.warn({ err: error }, 'page not rendered on the server');
    return null;
  }
}

/** A redirect of the app's own: a path on this site, never elsewhere. */
const isLocalPath = (location: string) =>
  location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');

/** The id of the `<style>` the theme engine writes a brand of inline colours into (ui's applyTheme). */
export const BRAND_STYLE_ID = 'lp-brand-theme';

/**
 * The `<style>` of a university's brand of inline colours, from the render module, so every
 * page's first frame wears it; empty for a built-in brand or without the module. Kept per
 * brand: the engine's work is done once, not per page. `<` cannot close the element.
 */
export function brandStyleElement(
  renderer: PageRenderModule | null,
  config: { defaultBrand: unknown },
) {
  if (!renderer?.brandStyle || typeof config.defaultBrand !== 'object') return '';
  const key = JSON.stringify(config.defaultBrand);
  let css = brandStyles.get(key);
  if (css === undefined) {
    try {
      css = (renderer.brandStyle(config) ?? '').replace(/</g, '\\3c ');
    } catch {
      css = ''; // the browser's engine derives it
    }
    if (brandStyles.size >= 100) brandStyles.clear();
    brandStyles.set(key, css);
  }
  return css ? `<style id="${BRAND_STYLE_ID}">${css}</style>\n  ` : '';
}
const brandStyles = new Map<string, string>();
