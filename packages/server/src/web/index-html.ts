import { directionOf, SOURCE_LOCALE } from '@lp/locales';
import { brands } from '@lp/tokens';
import { PAGE_STATE_ID, type PageHydration, type PageSession, type PageState } from '@lp/contract';
import type { DeploymentConfigResponse } from '@lp/contract/api';
import { splitEntryScripts, startAfterPaintScript } from './paint-first';

/**
 * The built index.html cut where a request's university goes in: `<html ` … `>` (the brand
 * attribute), the title's text, and the end of `<head>` (the config). Split once, so a page is
 * a few string concatenations.
 */
export interface IndexHtmlTemplate {
  /** Up to the end of `<html …` (before its `>`). */
  beforeHtmlEnd: string;
  /** From that `>` to just inside `<title>` (the whole head when the file has no title). */
  beforeTitle: string;
  /** From `</title>` to just before `</head>`; null when the file has no title. */
  afterTitle: string | null;
  /**
   * `afterTitle` without the entry's script and module preloads, and those: a rendered page
   * starts them after its first paint (web/paint-first.ts). Null when Vite's tags are not found.
   */
  paintFirst: { afterTitle: string; entry: string; modules: string[] } | null;
  /** From `</head>` to the end. */
  rest: string;
  /** Where in `rest` a server-rendered page goes: inside an empty `<div id="root">`; null without one. */
  rootAt: number | null;
}

/**
 * The `/config.json` preload (and the comment that explains it), which a page carrying its
 * config does not need: the browser would fetch a file nothing reads.
 */
const CONFIG_PRELOAD =
  /[ \t]*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<link\b[^>]*\bhref="\/config\.json"[^>]*>[ \t]*\r?\n?/i;
const HTML_OPEN = /<html\b[^>]*/i;
const TITLE = /(<title\b[^>]*>)[\s\S]*?(<\/title>)/i;
const HEAD_END = /<\/head>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * Splits a built index.html; null when it has no `<html>` or `</head>` to write into (that
 * file is then served as built, and the client fetches /config.json as on static hosting).
 */
export function splitIndexHtml(html: string): IndexHtmlTemplate | null {
  const page = html.replace(CONFIG_PRELOAD, '');
  const htmlOpen = HTML_OPEN.exec(page);
  const headEnd = HEAD_END.exec(page);
  if (!htmlOpen || !headEnd || headEnd.index < htmlOpen.index) return null;
  const htmlEnd = htmlOpen.index + htmlOpen[0].length;
  const head = page.slice(htmlEnd + 1, headEnd.index); // after the tag's `>`
  const rest = page.slice(headEnd.index);
  const root = EMPTY_ROOT.exec(rest);
  const rootAt = root ? root.index + '<div id="root">'.length : null;
  const title = TITLE.exec(head);
  if (!title)
    return {
      beforeHtmlEnd: page.slice(0, htmlEnd),
      beforeTitle: head,
      afterTitle: null,
      paintFirst: null,
      rest,
      rootAt,
    };
  const titleTextStart = title.index + (title[1] ?? '').length;
  const titleTextEnd = title.index + title[0].length - (title[2] ?? '').length;
  const afterTitle = head.slice(titleTextEnd);
  return {
    beforeHtmlEnd: page.slice(0, htmlEnd),
    beforeTitle: head.slice(0, titleTextStart),
    afterTitle,
    paintFirst: splitEntryScripts(afterTitle),
    rest,
    rootAt,
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON that cannot end the `<script>` element it sits in: `<`, `>` and `&` (so no `</script>`
 * or `<!--`) and the line separators U+2028/U+2029 are written as \u escapes, which
 * JSON.parse reads back as the same characters.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const BUILT_IN_BRAND_IDS = new Set<string>(brands.map((brand) => brand.id));

/** What a page carries besides its university's config. */
export interface PageExtras {
  /** More of `<head>`, written before the page's state (a brand's style, the font's preload). */
  headExtra?: string;
  /** The visitor's colour mode, from the theme cookie: 'dark' puts the class on `<html>`. */
  mode?: 'light' | 'dark' | null;
  /** The page's language: `<html lang dir>`, and the app's (web/page-locale.ts). English without. */
  locale?: string;
  /** The session the page is served for; undefined when the server cannot tell. */
  session?: PageSession | null;
  /** The page the app rendered and what the browser hydrates it with (web/page-render.ts). */
  rendered?: { html: string; hydration: PageHydration } | null;
  /** The built files of the page's routes (web/manifest-preloads.ts). */
  routeFiles?: readonly string[];
  /** The page's title as the app names it (its render's); the product name without one. */
  title?: string;
}

/** The `<link rel="modulepreload">` elements for the files (crossorigin like Vite's own tags). */
export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n  `).join('');
}

/**
 * The page for one university. One inert JSON element (`lp-page`: not executed, so the CSP's
 * `script-src 'self'` without inline scripts holds) carries its config, the session it is
 * served for and, when the app rendered it, its hydration data and the scripts to start after
 * the first paint. The page's title (else its product name) is the title, a built-in brand is `data-lp-brand` on
 * `<html>` (the generated brand CSS applies to the first frame), and the visitor's dark mode
 * the `dark` class the theme provider would set.
 */
export function renderIndexHtml(
  template: IndexHtmlTemplate,
  config: DeploymentConfigResponse,
  {
    headExtra = '',
    mode = null,
    locale = SOURCE_LOCALE,
    session,
    rendered = null,
    routeFiles = [],
    title: pageTitle,
  }: PageExtras = {},
): string {
  const brand =
    typeof config.defaultBrand === 'string' && BUILT_IN_BRAND_IDS.has(config.defaultBrand)
      ? ` data-lp-brand="${escapeHtml(config.defaultBrand)}"`
      : '';
  const dark = mode === 'dark' ? ' class="dark"' : '';
  const page = rendered && template.rootAt !== null && template.paintFirst ? rendered : null;
  const state: PageState = { config, locale };
  if (session !== undefined) state.session = session;
  let headTail = template.afterTitle ?? '';
  if (page && template.paintFirst) {
    // A rendered page paints before its scripts load and run (web/paint-first.ts).
    const { afterTitle, entry, modules } = template.paintFirst;
    state.hydration = page.hydration;
    state.start = { entry, modules: [...modules, ...routeFiles.map((file) => `/${file}`)] };
    headTail = afterTitle + headExtra + startAfterPaintScript();
  } else headTail += headExtra + modulePreloadLinks(routeFiles);
  const title = template.afterTitle === null ? '' : escapeHtml(pageTitle || config.productName);
  const script = `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScriptElement(state)}</script>\n  `;
  const { rest, rootAt } = template;
  const body = page ? `${rest.slice(0, rootAt!)}${page.html}${rest.slice(rootAt!)}` : rest;
  // The language and its direction, so nothing is drawn in English or the wrong way first.
  const htmlOpen = `${template.beforeHtmlEnd.replace(/\s+(?:lang|dir)="[^"]*"/gi, '')} lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"`;
  return `${htmlOpen}${brand}${dark}>${template.beforeTitle}${title}${headTail}${script}${body}`;
}
