import type { ScreenLoader } from '../../routes/route-types';

// The admin pages start their requests as soon as their route matches, in parallel with their
// code (as the learner's pages do in learner-home.loaders.ts).

/** /admin/university-switch and /admin/super-dashboard: the universities and their totals. */
export const universities: ScreenLoader = ({ services }) => {
  void import('../../data/universities').then((m) =>
    m.universityListResource.prefetch(services.api, m.universityPaths.list),
  );
  return null;
};
