import type { ScreenLoader } from '../routes/route-types';

/** /search: the catalogue the results filter, asked for alongside the screen's code. */
export const loader: ScreenLoader = async ({ request, services: { api } }) => {
  const query = new URL(request.url).searchParams.get('q')?.trim();
  if (!query) return null;
  return (await import('../data/courses')).coursesRouteData(api);
};
