import { createHash } from 'node:crypto';
import { PAGE_STATE_ID } from '@lp/contract';
import { INTL_WARM_UP_PATH } from './intl-warm-up';

/** How many module preloads the start script begins in one task (see PAINT_FIRST_SCRIPT). */
const PRELOADS_PER_TASK = 1;

/**
 * A page the server rendered paints before the app's scripts load or run (decision 0018).
 * Its modules are not preloaded by the HTML: once the browser has painted a frame (a task
 * after the next animation frame, or 200 ms where no frame comes, as in a tab opened in the
 * background), this script adds their `modulepreload` links and imports the entry, both named
 * by the page's state (`start`). Otherwise the scripts compete with the stylesheet and the
 * font for the first round trips, and, arriving as fast as they do on a quick network, run and
 * hydrate before the text is painted.
 *
 * The links go in one at a time, a task each ({@link PRELOADS_PER_TASK}; `scheduler.yield()`
 * where there is one, so nothing else gets ahead): starting a fetch costs the main thread one
 * to four milliseconds (the first, more), four times that on Lighthouse's slower phone, where
 * a task of three was already a long task (issue 31's TBT). The network has them all a few
 * milliseconds later either way.
 *
 * Inline, so the start costs no request; the CSP admits exactly this text by its hash.
 */
export const PAINT_FIRST_SCRIPT = [
  // ICU's data loads on a worker thread meanwhile (web/intl-warm-up.ts).
  `new Worker('${INTL_WARM_UP_PATH}').postMessage(document.documentElement.lang);`,
  'const nextTask=()=>globalThis.scheduler?.yield?.()??new Promise((next)=>setTimeout(next));',
  'await new Promise((painted)=>{requestAnimationFrame(()=>setTimeout(painted));setTimeout(painted,200)});',
  `const start=JSON.parse(document.getElementById('${PAGE_STATE_ID}').textContent).start;`,
  `for(let i=0;i<start.modules.length;i+=${PRELOADS_PER_TASK}){`,
  `for(const href of start.modules.slice(i,i+${PRELOADS_PER_TASK})){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}`,
  'await nextTask()}',
  'await import(start.entry);',
].join('');

/** The CSP source that admits {@link PAINT_FIRST_SCRIPT} and nothing else. */
export const PAINT_FIRST_SOURCE = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;

/** The inline module script that starts a rendered page's scripts. */
export const startAfterPaintScript = () =>
  `<script type="module">${PAINT_FIRST_SCRIPT}</script>\n  `;

/** The entry script Vite writes into index.html, and its module preloads. */
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/[^"<>]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/[^"<>]+\.js)">\s*/g;

/**
 * The built head (after its title) without the entry's script and module preloads, and
 * those, read once per build; null when it has no entry script of the form Vite writes.
 */
export function splitEntryScripts(
  head: string,
): { afterTitle: string; entry: string; modules: string[] } | null {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return null;
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return {
    afterTitle: head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    entry,
    modules,
  };
}
