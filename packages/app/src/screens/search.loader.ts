import type { ScreenLoader } from '../routes/route-types';

/** /search: the catalogue the results filter, requested alongside the screen's code. */
export const loader: ScreenLoader = ({ request, services }) => {
  const query = new URL(request.url).searchParams.get('q')?.trim();
  if (query) void import('../data/courses').then((m) => m.prefetchCourses(services.api));
  return null;
};
