import type { ScreenLoader } from '../../routes/route-types';

/** /certificates: the learner's certificates and the next, asked for as soon as the route matches. */
export const loader: ScreenLoader = async ({ services: { api } }) => {
  const m = await import('../../data/certificates');
  return m.certificateListResource.routeData(api, m.certificatePaths.list);
};
