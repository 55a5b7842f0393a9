import type { Page } from '@playwright/test';

/**
 * Removes the API answers the server writes into each page (decision 0017), and the page it
 * rendered with them (decision 0018), before the page reads them, so its data comes from the network, where the test's own `page.route` answers
 * (a failure, a changed body) apply. Pages are otherwise unchanged.
 */
export async function answersFromTheNetwork(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(
          /<script type="application\/json" id="lp-(answers|hydration)">[\s\S]*?<\/script>/g,
          '',
        )
        // The page the server drew with those answers, too (decision 0018): the app draws it.
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
      return route.fulfill({ response, body });
    },
  );
}
