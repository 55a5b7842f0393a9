import { createHash } from 'node:crypto';
import { PAGE_STATE_ID, type PageHydration } from '@lp/contract';
import type { DeploymentConfigResponse } from '@lp/contract/api';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml, splitIndexHtml } from './index-html';
import {
  PAINT_FIRST_SCRIPT,
  PAINT_FIRST_SOURCE,
  splitEntryScripts,
  startAfterPaintScript,
} from './paint-first';
import { INTL_WARM_UP_PATH } from './intl-warm-up';

/** The head of Vite's build of packages/app/index.html after its title. */
const BUILT_HEAD = `
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  `;

describe('the built head of a page that paints first', () => {
  it('is split into the head without Vite’s scripts, the entry and its module preloads', () => {
    const split = splitEntryScripts(BUILT_HEAD)!;
    expect(split.entry).toBe('/assets/index-abc.js');
    expect(split.modules).toEqual(['/assets/runtime-abc.js', '/assets/react-vendor-abc.js']);
    expect(split.afterTitle).not.toContain('<script');
    expect(split.afterTitle).not.toContain('modulepreload');
    // The stylesheet stays: it is part of the first paint.
    expect(split.afterTitle).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
  });

  it('cannot be split without an entry script of the form Vite writes', () => {
    expect(splitEntryScripts('<link rel="stylesheet" href="/a.css">')).toBeNull();
    expect(splitEntryScripts('<script type="module" src="/assets/index.js"></script>')).toBeNull();
    // A source that could leave its attribute is not taken for the entry.
    expect(
      splitEntryScripts('<script type="module" crossorigin src="/a"b.js"></script>'),
    ).toBeNull();
  });
});

describe('the start script', () => {
  it('is admitted by the CSP by its hash, and by nothing looser', () => {
    const hash = createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64');
    expect(PAINT_FIRST_SOURCE).toBe(`'sha256-${hash}'`);
    expect(startAfterPaintScript()).toBe(
      `<script type="module">${PAINT_FIRST_SCRIPT}</script>\n  `,
    );
    // It reads the page's one state element, the one the server writes.
    expect(PAINT_FIRST_SCRIPT).toContain(`document.getElementById('${PAGE_STATE_ID}')`);
  });

  const config: DeploymentConfigResponse = {
    apiBaseUrl: '/api/v1',
    productName: 'Learning Platform',
    defaultBrand: 'default',
    sections: { learning: true, careerHub: true, social: true, admin: true },
    university: { id: 'univ-1', slug: 'default', name: 'Default University' },
  };
  const hydration: PageHydration = {
    loaderData: {},
    actionData: null,
    lazyComponents: [],
    playerLayout: 'desktop',
    mode: 'light',
    now: 0,
    messages: [],
  };

  let browsers = 0;
  /** What the data: modules standing in for the entry recorded, by browser. */
  const imported = ((globalThis as { lpImported?: Record<number, string[]> }).lpImported ??= {});

  /**
   * A browser as far as the script sees one: frames and timers run by hand, the head recorded.
   * The entry the page names is imported as a data: module in its place (Node has no
   * `/assets/`), which records the entry's path.
   */
  function browserFor(pageStateText: string) {
    const id = (browsers += 1);
    const state = JSON.parse(pageStateText) as { start: { entry: string } };
    const code = `(globalThis.lpImported[${id}] ??= []).push(${JSON.stringify(state.start.entry)})`;
    state.start.entry = `data:text/javascript,${encodeURIComponent(code)}`;
    const text = JSON.stringify(state);
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const head: Array<{ rel: string; crossOrigin: string | null; href: string }> = [];
    const workers: Array<{ url: string; posted: unknown[] }> = [];
    class Worker {
      posted: unknown[] = [];
      constructor(url: string) {
        workers.push({ url, posted: this.posted });
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
    }
    const document = {
      documentElement: { lang: 'fr' },
      getElementById: (elementId: string) =>
        elementId === PAGE_STATE_ID ? { textContent: text } : null,
      createElement: (tag: string) => {
        expect(tag).toBe('link');
        return { rel: '', crossOrigin: null as string | null, href: '' };
      },
      head: { append: (link: (typeof head)[number]) => head.push({ ...link }) },
    };
    return {
      frames,
      timers,
      head,
      workers,
      Worker,
      get imported() {
        return imported[id] ?? [];
      },
      requestAnimationFrame: (callback: () => void) => void frames.push(callback),
      setTimeout: (task: () => void, ms = 0) => void timers.push({ run: task, ms }),
      document,
    };
  }
  /**
   * The script as the browser's module runs it, given `browser`'s globals. A data: module, so
   * that its `import()` is Node's own (a data: entry is then imported as in a browser).
   */
  async function scriptFor(browser: ReturnType<typeof browserFor>) {
    const source = `export default async (requestAnimationFrame, setTimeout, document, Worker) => {${PAINT_FIRST_SCRIPT}}`;
    const module = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
    )) as { default: (...globals: unknown[]) => Promise<void> };
    return () =>
      module.default(
        browser.requestAnimationFrame,
        browser.setTimeout,
        browser.document,
        browser.Worker,
      );
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  /**
   * Runs the browser's pending tasks one at a time, as its event loop would, until the script
   * has finished; returns how many links each task added to the head.
   */
  async function runTasks(browser: ReturnType<typeof browserFor>, done: Promise<void>) {
    let finished = false;
    void done.then(() => (finished = true));
    const linksPerTask: number[] = [];
    while (!finished) {
      const task = browser.timers.shift();
      if (!task) throw new Error('the script waits for a task that never comes');
      const before = browser.head.length;
      task.run();
      await settle();
      linksPerTask.push(browser.head.length - before);
    }
    return linksPerTask;
  }

  /** The page the server drew, and its state as the script reads it. */
  function drawnPage(routeFiles = ['assets/login-screen-abc.js']) {
    const template = splitIndexHtml(
      `<!doctype html><html lang="en"><head><title>x</title>${BUILT_HEAD}</head><body><div id="root"></div></body></html>`,
    )!;
    const html = renderIndexHtml(template, config, {
      session: null,
      rendered: { html: '<h1>Welcome Back</h1>', hydration },
      routeFiles,
    });
    const text = new RegExp(
      `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)![1]!;
    return { html, text };
  }

  it('preloads the page’s modules and imports its entry only after a frame was painted', async () => {
    const { html, text } = drawnPage();
    expect(html).toContain(startAfterPaintScript());
    const browser = browserFor(text);
    const run = await scriptFor(browser);
    const done = run();
    await settle();
    // Nothing asked for before the frame: the stylesheet and the font have the network.
    expect(browser.head).toEqual([]);
    // But ICU's data loads at once, off the main thread, in the page's language.
    expect(browser.workers).toEqual([{ url: INTL_WARM_UP_PATH, posted: ['fr'] }]);
    expect(browser.imported).toEqual([]);
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]!();
    await settle();
    expect(browser.head).toEqual([]); // the frame's task has not run yet
    // The frame's task first; the 200 ms fallback, later in the queue, then finds it started.
    browser.timers.sort((a, b) => a.ms - b.ms);
    await runTasks(browser, done);
    expect(browser.head).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime-abc.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-vendor-abc.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/login-screen-abc.js' },
    ]);
    expect(browser.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts after 200 ms where no frame comes (a tab opened in the background)', async () => {
    const { text } = drawnPage();
    const browser = browserFor(text);
    const run = await scriptFor(browser);
    const done = run();
    await settle();
    expect(browser.imported).toEqual([]);
    expect(browser.timers.map((timer) => timer.ms)).toEqual([200]);
    await runTasks(browser, done);
    expect(browser.head.map((link) => link.href)).toContain('/assets/login-screen-abc.js');
    expect(browser.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts one preload per task, so no task of its own is long, then imports the entry', async () => {
    const routeFiles = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `assets/${name}-abc.js`);
    const { text } = drawnPage(routeFiles);
    const browser = browserFor(text);
    const run = await scriptFor(browser);
    const done = run();
    await settle();
    browser.frames[0]!();
    browser.timers.sort((a, b) => a.ms - b.ms);
    const linksPerTask = await runTasks(browser, done);
    // Two built modules and seven route files: nine links, one per task, in their order.
    expect(linksPerTask.filter((count) => count > 0)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(browser.head.map((link) => link.href)).toEqual([
      '/assets/runtime-abc.js',
      '/assets/react-vendor-abc.js',
      ...routeFiles.map((file) => `/${file}`),
    ]);
    expect(browser.imported).toEqual(['/assets/index-abc.js']);
  });
});
