import type { ScreenLoader } from '../../routes/route-types';

/** /verify/{certificateId}: the public confirmation, asked for as soon as the route matches. */
export const loader: ScreenLoader = async ({ params, services: { api } }) => {
  const m = await import('../../data/certificates');
  const path = m.certificatePaths.verification(params.certificateId ?? '');
  return m.certificateVerificationResource.routeData(api, path);
};
