import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, Route } from '@playwright/test';

/**
 * Waits until the app has started on the page: a page the server rendered shows its content
 * before its scripts have run (decision 0018), and a click before then does nothing. React
 * hydrates each Suspense part of such a page in a later pass than the app's first commit, so
 * this also waits until every ui part on the page (`data-slot`) is React's, as a hydrated
 * element is (React marks it with its `__reactFiber$` key), except the parts that wait to be
 * seen (`data-hydrate-until-visible`). Pages without the app (a JSON file, an API answer) are
 * ready when they load.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    if (!document.documentElement.hasAttribute('data-lp-started')) return false;
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    // A part below the first screen hydrates once it comes near the viewport or is used (ui's
    // HydrateApart untilVisible); whatever reaches it, a scroll or a click, hydrates it first.
    const waitsForVisibility = (element: Element) =>
      !!element.closest('[data-hydrate-until-visible]');
    return [...root.querySelectorAll('[data-slot]')]
      .filter((element) => !waitsForVisibility(element))
      .every(hydrated);
  });
}

/**
 * A journey that the phone would only repeat: its steps and what it checks are the same at
 * 375 px (a server flow, an error page), and the phone's layout of its screens is checked by
 * their stories and by the journeys that do differ on a phone. The mobile project skips it.
 */
export const DESKTOP_ONLY = { tag: '@desktop' } as const;

type Load = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes each full load of the page (goto, reload, back, forward) wait for the app as well as
 * for the load event, so a journey acts on the page as a person would once it responds. A
 * load with another `waitUntil` (a test with JavaScript off) waits only for that.
 */
function waitForAppAfterLoads(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[name].bind(page) as Load;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object');
        if (!options?.waitUntil || options.waitUntil === 'load') await appStarted(page);
        return response;
      },
    });
  }
}

const watchContext = (context: BrowserContext) => {
  context.on('page', waitForAppAfterLoads);
  context.pages().forEach(waitForAppAfterLoads);
  return context;
};

/** Playwright's test, with every page (the fixture's and those of new contexts) waiting for the app. */
export const test = base.extend<object, { watchedBrowser: void }>({
  context: async ({ context }, provide) => {
    await provide(watchContext(context));
  },
  watchedBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => watchContext(await newContext(...args));
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
});
