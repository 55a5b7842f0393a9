import type { Page } from '@playwright/test';

const PAGE_STATE = /(<script type="application\/json" id="lp-page">)([\s\S]*?)(<\/script>)/;

/**
 * Takes the server's render out of each page before the page reads it: its hydration data
 * (the loaders' answers, decision 0021) and its HTML. The app then draws the page itself and
 * its loaders ask the network, where the test's own `page.route` answers (a failure, a changed
 * body) apply. The page's config, session and start stay.
 */
export async function dataFromTheNetwork(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(PAGE_STATE, (_, open: string, json: string, close: string) => {
          const { hydration: _rendered, ...state } = JSON.parse(json) as Record<string, unknown>;
          return `${open}${JSON.stringify(state).replace(/</g, '\\u003c')}${close}`;
        })
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
      return route.fulfill({ response, body });
    },
  );
}
