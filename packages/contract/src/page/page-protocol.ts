import type { SessionUser } from '../api/auth';

// The one interface between the server and the app's server render (packages/app/src/
// entry-server.tsx, packages/server/src/web/page-render.ts): two packages that may not import
// each other agree on these names and shapes, so neither keeps its own copy. Types only.

/** The id of the one `<script type="application/json">` the server writes into every page. */
export const PAGE_STATE_ID = 'lp-page';

/** The session a page was served for: the user the server knows and its CSRF token. */
export interface PageSession {
  user: SessionUser;
  csrfToken: string;
}

/** An error answer as react-router's `isRouteErrorResponse` recognises it, sent as JSON. */
export interface PageRouteError {
  status: number;
  statusText: string;
  internal: boolean;
  data: unknown;
}

/** What a page the server rendered is hydrated with. */
export interface PageHydration {
  /** react-router's loader data by route id, every promise settled (a failed one left out). */
  loaderData: Record<string, unknown>;
  /** react-router's action data by route id: a form sent before the app's script ran. */
  actionData: Record<string, unknown> | null;
  /**
   * The error answers a route's loader threw (the access rule's 403, a 404), by the id of the
   * route whose error screen drew them. Absent when none did.
   */
  errors?: Record<string, PageRouteError>;
  /** The lazy components the render drew (ui's `preloadable` names): loaded before hydrating. */
  lazyComponents: string[];
  /** The lesson player's layout the server chose from the user agent (spec 1 §2.7). */
  playerLayout: 'desktop' | 'mobile';
  /** The colour mode the page was drawn in (the theme cookie's; light without one). */
  mode: 'light' | 'dark';
  /** When the server drew the page (epoch ms): countdowns start there. */
  now: number;
  /**
   * The message namespaces the render used (issue 34), in the page's language: the browser
   * loads them before it hydrates, so its first render says what the server's did.
   */
  messages: string[];
}

/** The app's entry and the modules its page needs, for the start script of a rendered page. */
export interface PageStart {
  entry: string;
  modules: string[];
}

/** Everything the browser reads from the page before its first render. */
export interface PageState {
  /** The university's deployment config. */
  config: unknown;
  /**
   * The session the page was served for (null: signed out). The browser takes it as the
   * truth and its storage as a cache of it. Absent when the server cannot tell (an API on
   * another origin, static hosting): the browser then goes by what it stored.
   */
  session?: PageSession | null;
  /** Present when the server rendered the page. */
  hydration?: PageHydration;
  /** Present when the page starts its scripts after its first paint. */
  start?: PageStart;
  /** The page's language (a code of @lp/locales), as `<html lang>` says. Absent: English. */
  locale?: string;
}

/** One page request as the server hands it to the app's render. */
export interface PageRenderInput {
  /** The page's absolute address. */
  url: string;
  method: 'GET' | 'POST';
  /**
   * A POST's form: `application/x-www-form-urlencoded` text, or an upload form
   * (`multipart/form-data`) as FormData, its file within the page's file limit.
   */
  form?: string | FormData;
  config: unknown;
  session: PageSession | null;
  /** The theme cookie's mode, or null without one. */
  mode: 'light' | 'dark' | null;
  /** The page's language: the person's, else the best of Accept-Language the university offers. */
  locale: string;
  /** User-Agent and Sec-CH-UA-Mobile: the lesson player's layout. */
  userAgent: string;
  mobileHint?: string;
  /** Calls the API in process with the visitor's cookies (the same rules as the browser's calls). */
  fetch: typeof globalThis.fetch;
  /** Gives up on a render that takes longer. */
  signal?: AbortSignal;
}

/** What the render answers: a redirect of a loader or action, or the page with its status. */
export type PageRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The HTML inside `<div id="root">`; empty for a page the browser draws (an error's). */
      html: string;
      /** Null with an empty `html`. */
      hydration: PageHydration | null;
      /** The source modules of the matched routes (Vite manifest keys): preloaded by the page. */
      routeModules: string[];
      /** The document's title as the page names itself ('Title · Product', in its language). */
      title?: string;
    };

/** The app's server render module (`dist-ssr/entry-server.js`) as the server uses it. */
export interface PageRenderModule {
  renderPage(input: PageRenderInput): Promise<PageRenderResult>;
  /** The CSS of a brand of inline colours, or null (a built-in brand). */
  brandStyle?(config: unknown): string | null;
}
