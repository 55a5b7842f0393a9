import type { ScreenLoader } from '../../routes/route-types';

/**
 * /catalog: the page of courses its address asks for. It runs again on every change of the
 * address (a filter, a page), without holding the navigation: the list shows the last page's
 * courses, marked busy, until the new ones arrive.
 */
export const loader: ScreenLoader = async ({ request, services: { api } }) => {
  const m = await import('../../data/catalog'); // the screen imports it too: no wait
  const place = m.catalogPlace(new URL(request.url).searchParams);
  return m.catalogResource.routeData(api, m.catalogPaths.page(place));
};
