import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/envelope';
import { SESSION_COOKIE } from '../auth/sessions';
import { THEME_COOKIE } from '@lp/contract';
import { renderIndexHtml, splitIndexHtml, type IndexHtmlTemplate } from './index-html';
import { answersForPage } from './page-answers';
import { brandFontPreload, latinFontFiles } from './brand-font';
import {
  brandStyleElement,
  RENDER_MODULE,
  renderModuleSource,
  renderPageHtml,
  type PageRenderer,
} from './page-render';
import {
  dataPathsFor,
  modulePreloadLinks,
  pageTarget,
  parseRoutePreloads,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from './route-preloads';

/**
 * Paths that name a file, never a page: a missing one is a 404, not the app's HTML (a stale
 * tab asking for an old hashed chunk then fails cleanly into the client's route-error
 * recovery instead of parsing HTML as JavaScript).
 */
const FILE_PATH =
  /^\/assets\/|\.(?:js|mjs|css|map|json|wasm|woff2?|png|jpe?g|gif|webp|svg|ico|txt)$/i;

/** The built index.html as it is, and split where a page's university goes in (null: it cannot be). */
interface IndexHtml {
  html: string;
  template: IndexHtmlTemplate | null;
}

/**
 * A file of the build, parsed. Production reads it once (a deployment replaces the process
 * with the build); elsewhere it is read again when the file changes, so a rebuild beside a
 * running development server is picked up. A missing file reads as null.
 */
function buildFileSource<T>(
  file: string,
  production: boolean,
  parse: (text: string) => T,
): () => T | null {
  let loaded: { modified: number; value: T | null } | null = null;
  return () => {
    if (production && loaded) return loaded.value;
    const modified = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (!loaded || loaded.modified !== modified) {
      loaded = { modified, value: modified < 0 ? null : parse(readFileSync(file, 'utf8')) };
    }
    return loaded.value;
  };
}

/** The build's route preloads; a file that does not parse gives none (the page still works). */
function readRoutePreloads(text: string): RoutePreloads | null {
  try {
    return parseRoutePreloads(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Serves the built app (production) with an SPA fallback: any GET outside /api
 * that is not a file gets the app's page, so deep links load the app. The page carries
 * the request's university's config (web/index-html.ts), so the first render waits for
 * no /config.json. Without a built app, unknown paths are plain 404s in the envelope. In
 * production, source maps are not served.
 */
export async function installAppHosting(
  app: FastifyInstance,
  distDir: string | null,
  options: { production?: boolean } = {},
): Promise<void> {
  const hasApp = distDir !== null && existsSync(join(distDir, 'index.html'));
  const production = !!options.production;
  const indexHtml = hasApp
    ? buildFileSource(join(distDir, 'index.html'), production, (html) => ({
        html,
        template: splitIndexHtml(html),
      }))
    : null;
  const renderer = hasApp ? renderModuleSource(join(distDir, RENDER_MODULE), production) : null;
  // The build's fonts, read with the build's other files (their names change with each build).
  const fontFiles = hasApp
    ? buildFileSource(join(distDir, 'index.html'), production, () =>
        latinFontFiles(join(distDir, 'assets')),
      )
    : null;
  const routePreloads = hasApp
    ? buildFileSource(join(distDir, ROUTE_PRELOADS_FILE), production, readRoutePreloads)
    : null;
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // Pages, `/` and `/index.html` included, are built per request (sendPage below).
      index: false,
      // The build writes .br and .gz beside each text file (packages/app/vite.config.ts).
      preCompressed: true,
      // The server builds /config.json and the page for the request's university
      // (tenancy/tenant-hosting.ts); the build's copies are for static hosting without it.
      globIgnore: [
        'config.json',
        'config.json.br',
        'config.json.gz',
        'index.html',
        'index.html.br',
        'index.html.gz',
      ],
      // Source maps give the original source away: development only.
      allowedPath: (pathName) => !(options.production && pathName.endsWith('.map')),
      setHeaders(res, path) {
        // Vite names every file under assets/ by its content hash: it never changes.
        if (path.includes(`${sep}assets${sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isPagePath = !path.startsWith('/api/') && path !== '/api' && !FILE_PATH.test(path);
    // A form sent before the app started on a page the server drew (its forms say POST so
    // nothing typed lands in an address): the page again, now to be used by the app.
    if (hasApp && isPagePath && request.method === 'POST') return reply.redirect(request.url, 303);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath;
    const page = isPage ? indexHtml?.() : null;
    if (page)
      return sendPage(request, reply, page, {
        app,
        routePreloads: routePreloads?.(),
        renderer,
        fontFiles: fontFiles?.() ?? new Map(),
      });
    return sendError(reply, 404, 'Not found');
  });
}

/** Below this a page goes as it is: the threshold server.ts gives @fastify/compress. */
const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;

/** The first of br and gzip the request accepts (a q of 0 refuses it), or null. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name.toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  return ENCODINGS.find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0) ?? null;
}

/**
 * One page, compressed here like @fastify/compress compresses the API's answers (brotli at
 * quality 4, or gzip; server.ts): that plugin hooks routes, and a page is the not-found
 * handler's answer, which it never sees. The build's index.html.br cannot serve a page that
 * carries a university's config. Without tenancy (or a file it cannot write into) the page
 * is the build's, and the client fetches /config.json.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: IndexHtml,
  {
    app,
    routePreloads,
    renderer,
    fontFiles,
  }: {
    app: FastifyInstance;
    fontFiles: Map<string, string>;
    routePreloads: RoutePreloads | null | undefined;
    renderer: (() => Promise<PageRenderer | null>) | null;
  },
): Promise<FastifyReply> {
  const configOf = app.deploymentConfigOfRequest;
  let html = page.html;
  let personal = false;
  if (page.template && configOf) {
    const config = await configOf(request);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const signedIn = !!request.cookies?.[SESSION_COOKIE];
    const target = routePreloads ? pageTarget(routePreloads, pathname, signedIn) : null;
    const answers =
      target && signedIn
        ? await answersForPage(app, request, config.apiBaseUrl, dataPathsFor(target))
        : {};
    personal = Object.keys(answers).length > 0;
    const theme = request.cookies?.[THEME_COOKIE];
    const mode = theme === 'dark' || theme === 'light' ? theme : null;
    // The sign-in pages, and the learner's pages people open by address (those with first
    // answers), are drawn here too, so their text paints with the document (decision 0018).
    const drawnHere =
      target?.pathname === pathname &&
      (target.route.access === 'public-only' ? !signedIn : personal);
    const renderModule = (await renderer?.()) ?? null;
    const render = drawnHere ? renderModule : null;
    const rendered = render
      ? await renderPageHtml(app, request, render, { config, answers, mode, signedIn })
      : null;
    // A rendered page hands the answers it used over with its hydration; the rest stay.
    const handedOver = new Set(rendered?.answered ?? []);
    html = renderIndexHtml(page.template, config, {
      headExtra:
        brandStyleElement(renderModule, config) +
        (rendered ? brandFontPreload(fontFiles, config.defaultBrand) : '') +
        modulePreloadLinks(target?.route.files ?? []),
      mode,
      answers: Object.fromEntries(
        Object.entries(answers).filter(([path]) => !handedOver.has(path)),
      ),
      rendered,
    });
  }
  reply
    // A page with a user's answers in it is theirs alone: no shared cache may keep it.
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .header('content-type', 'text/html; charset=utf-8')
    // The page depends on the session and theme cookies (its preloads, answers and mode).
    .header('vary', 'accept-encoding, cookie');
  const encoding =
    Buffer.byteLength(html) < COMPRESS_THRESHOLD
      ? null
      : pageEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}
