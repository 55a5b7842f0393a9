import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/envelope';
import { THEME_COOKIE, type PageRenderModule, type PageSession } from '@lp/contract';
import { renderIndexHtml, splitIndexHtml, type IndexHtmlTemplate } from './index-html';
import { brandFontPreload, latinFontFiles } from './brand-font';
import { installIntlWarmUp } from './intl-warm-up';
import { filesOfModules, MANIFEST_FILE, parseManifest, type Manifest } from './manifest-preloads';
import { PAGE_FORM_LIMIT_BYTES, readPageForm } from './page-form';
import { pageLocale } from './page-locale';
import {
  brandStyleElement,
  isSameOriginApi,
  pageSessionOf,
  RENDER_MODULE,
  renderModuleSource,
  renderWithApp,
} from './page-render';
import { requestMessages } from '../http/request-messages';

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

/** The build's manifest; a file that does not parse gives no preloads (the page still works). */
function readManifest(text: string): Manifest | null {
  try {
    return parseManifest(JSON.parse(text));
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
  const manifest = hasApp
    ? buildFileSource(join(distDir, MANIFEST_FILE), production, readManifest)
    : null;
  if (hasApp) {
    installIntlWarmUp(app);
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
  // The forms of a page the server drew, sent before its script ran: read as text (the app's
  // action parses it). A page's forms are small; the API takes JSON only and refuses these.
  if (hasApp && !app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: PAGE_FORM_LIMIT_BYTES },
      // Fastify sets every route's own limit, so the parser's would not apply: checked here.
      (_request, body, done) =>
        Buffer.byteLength(body as string) > PAGE_FORM_LIMIT_BYTES
          ? done(Object.assign(new Error('Form too large'), { statusCode: 413 }), undefined)
          : done(null, body),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isPagePath = !path.startsWith('/api/') && path !== '/api' && !FILE_PATH.test(path);
    // A form sent before the app's script ran (its forms say POST, so nothing typed lands in
    // an address) goes to the route's action, like a GET to its loaders.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST') &&
      isPagePath;
    const page = isPage ? indexHtml?.() : null;
    if (page)
      return sendPage(request, reply, page, {
        app,
        manifest: manifest?.() ?? null,
        renderer,
        fontFiles: fontFiles?.() ?? new Map(),
        production,
      });
    if (hasApp && isPagePath && request.method === 'POST') return reply.redirect(request.url, 303);
    return sendError(reply, 404, requestMessages.notFound);
  });
}

/**
 * The colour mode a page is drawn in: the signed-in person's choice in Settings wins over the
 * device's cookie (issue 35), so their pages come in it on every device from the first frame;
 * null when neither says (the page's own script then follows the system).
 */
function pageMode(session: PageSession | null | undefined, cookie: string | undefined) {
  const chosen = session?.user.colorMode;
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return cookie === 'dark' || cookie === 'light' ? cookie : null;
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
 * One page: the app's render of it with the request's university, session and theme (its
 * redirect, or its status, HTML and hydration data), the code of its routes preloaded, and
 * compressed here like @fastify/compress compresses the API's answers (brotli at quality 4, or
 * gzip; server.ts): that plugin hooks routes, and a page is the not-found handler's answer,
 * which it never sees. Without tenancy (or a file it cannot write into) the page is the
 * build's, and the client fetches /config.json.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: IndexHtml,
  {
    app,
    manifest,
    renderer,
    fontFiles,
    production,
  }: {
    app: FastifyInstance;
    /** Production offers no testing language (web/page-locale.ts). */
    production: boolean;
    fontFiles: Map<string, string>;
    manifest: Manifest | null;
    renderer: (() => Promise<PageRenderModule | null>) | null;
  },
): Promise<FastifyReply> {
  const configOf = app.deploymentConfigOfRequest;
  // A form the app cannot render (no tenancy, a page it cannot write into): the page again.
  if (request.method === 'POST' && (!page.template || !configOf))
    return reply.redirect(request.url, 303);
  let html = page.html;
  let personal = false;
  let status = 200;
  const setCookies: string[] = [];
  if (page.template && configOf) {
    const config = await configOf(request);
    // The server speaks for the visitor only to an API of this origin: elsewhere the browser's
    // cookie for it is not this request's, and the browser draws the page alone.
    const sameOrigin = isSameOriginApi(config.apiBaseUrl);
    const pageFrame = async () => {
      const session = sameOrigin ? await pageSessionOf(app, request, config.apiBaseUrl) : undefined;
      return {
        session,
        mode: pageMode(session, request.cookies?.[THEME_COOKIE]),
        locale: pageLocale(config, session, request.headers['accept-language'], production),
      };
    };
    let { session, mode, locale } = await pageFrame();
    personal = !!session;
    const renderModule = (await renderer?.()) ?? null;
    const form = request.method === 'POST' ? await readPageForm(request) : null;
    // A POST the render cannot take (no render module, not a form) is the page again.
    if (request.method === 'POST' && (!renderModule || !sameOrigin || form === null))
      return reply.redirect(request.url, 303);
    const result =
      renderModule && sameOrigin
        ? await renderWithApp(app, request, renderModule, {
            config,
            session: session ?? null,
            mode,
            locale,
            method: request.method === 'POST' ? 'POST' : 'GET',
            form: form ?? undefined,
            setCookies,
          })
        : null;
    if (result?.kind === 'redirect') {
      return reply
        .header('set-cookie', setCookies)
        .header('cache-control', 'no-store')
        .redirect(result.location, result.status);
    }
    // A form of a page without an action (react-router's 405) is the page again.
    if (request.method === 'POST' && (!result || result.status === 405))
      return reply.redirect(request.url, 303);
    // A form's action may change what the page's frame shows (the name in the header, the
    // colour mode of <html>): read after it, so the answer is not the page before the save. An
    // action that set a cookie (a new session) is taken as it was: the request's cookie is old.
    if (request.method === 'POST' && setCookies.length === 0)
      ({ session, mode, locale } = await pageFrame());
    status = result?.status ?? 200;
    const drawn = result && result.html !== '' && result.hydration ? result : null;
    // The browser's first render takes the mode of the frame the page comes in (as the render's).
    const rendered = drawn && {
      ...drawn,
      hydration: { ...drawn.hydration!, mode: mode ?? 'light' },
    };
    html = renderIndexHtml(page.template, config, {
      headExtra:
        brandStyleElement(renderModule, config) +
        (rendered ? brandFontPreload(fontFiles, config.defaultBrand) : ''),
      mode,
      locale,
      session,
      rendered: rendered && { html: rendered.html, hydration: rendered.hydration! },
      routeFiles: manifest && result ? filesOfModules(manifest, result.routeModules) : [],
      ...(result?.title && { title: result.title }),
    });
  }
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  reply
    .code(status)
    // A page with a user's data in it is theirs alone: no shared cache may keep it.
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .header('content-type', 'text/html; charset=utf-8')
    // The page depends on the session and theme cookies (its session, data and mode) and on
    // the browser's languages (a signed-out visitor's page is drawn in the best of them).
    .header('vary', 'accept-encoding, accept-language, cookie');
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
