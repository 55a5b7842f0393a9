import { createHash } from 'node:crypto';
import { jsonForScriptElement } from './index-html';

/** The id of the `<script type="application/json">` naming the app's entry and the modules to preload. */
export const START_ID = 'lp-start';

/**
 * A page the server rendered paints before the app's scripts load or run (decision 0018).
 * Its modules are not preloaded by the HTML: once the browser has painted a frame (a task
 * after the next animation frame, or 200 ms where no frame comes, as in a tab opened in the
 * background), this script adds their `modulepreload` links and imports the entry. Otherwise
 * the scripts compete with the stylesheet and the font for the first round trips, and, arriving
 * as fast as they do on a quick network, run and hydrate before the text is painted.
 *
 * Inline, so the start costs no request; the CSP admits exactly this text by its hash.
 */
export const PAINT_FIRST_SCRIPT = [
  'await new Promise((painted)=>{requestAnimationFrame(()=>setTimeout(painted));setTimeout(painted,200)});',
  `const start=JSON.parse(document.getElementById('${START_ID}').textContent);`,
  "for(const href of start.modules){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}",
  'await import(start.entry);',
].join('');

/** The CSP source that admits {@link PAINT_FIRST_SCRIPT} and nothing else. */
export const PAINT_FIRST_SOURCE = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;

/** The entry script Vite writes into index.html, and the module preloads (Vite's and the route's). */
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/[^"<>]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/[^"<>]+\.js)">\s*/g;

/**
 * The head with its entry script and module preloads replaced by the paint-first start; as
 * it was when it has no entry script of the form Vite writes.
 */
export function startAfterPaint(head: string): string {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return head;
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = jsonForScriptElement({ entry, modules });
  return (
    head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '') +
    `<script type="application/json" id="${START_ID}">${start}</script>\n    ` +
    `<script type="module">${PAINT_FIRST_SCRIPT}</script>\n  `
  );
}
