import type { ScreenLoader } from '../../routes/route-types';

// The person's own pages (issue 35): each loader returns its screen's reads by data-cache key
// and waits for none of them.

/** /profile: the profile. */
export const profile: ScreenLoader = async ({ services: { api } }) => {
  const m = await import('../../data/account');
  return m.profileResource.routeData(api, m.accountPaths.profile);
};

/** /settings: the preferences and the signed-in devices. */
export const settings: ScreenLoader = async ({ services: { api } }) => {
  const m = await import('../../data/account');
  return {
    ...m.preferencesResource.routeData(api, m.accountPaths.preferences),
    ...m.sessionListResource.routeData(api, m.accountPaths.sessions),
  };
};
