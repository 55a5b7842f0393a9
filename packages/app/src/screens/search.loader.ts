import type { ScreenLoader } from '../routes/route-types';

/** /search: the catalogue the results filter, requested alongside the screen's code. */
export const loader: ScreenLoader = async ({ request, services }) => {
  const query = new URL(request.url).searchParams.get('q')?.trim();
  if (query) (await import('../data/courses')).prefetchCourses(services.api);
  return null;
};
