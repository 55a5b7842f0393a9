import type { ScreenLoader } from '../../routes/route-types';

// The admin pages: each loader returns its screen's requests by data-cache key, in parallel
// with the screen's code (routes/route-data.ts). They run again on every change of filter,
// page or university in the address, and never wait for an answer: the navigation must not
// hold the focus on the control being used (e2e/admin-keyboard.spec.ts).

const universityList = async (api: Parameters<ScreenLoader>[0]['services']['api']) => {
  const m = await import('../../data/universities');
  return m.universityListResource.routeData(api, m.universityPaths.list);
};

/** The portal, the super dashboard, university management and analytics: the universities. */
export const universities: ScreenLoader = ({ services: { api } }) => universityList(api);

/** /admin/users: the universities (the picker) and the page of accounts in the address. */
export const users: ScreenLoader = async ({ request, services: { api } }) => {
  const [list, place, m] = await Promise.all([
    universityList(api),
    import('./users-place'),
    import('../../data/users'),
  ]);
  const { universityId, query } = place.userListQueryOf(new URL(request.url).searchParams);
  // Without a university in the address the screen asks once it knows the current one.
  if (!universityId) return list;
  return {
    ...list,
    ...m.userListResource.routeData(api, m.userPaths.list({ ...query, universityId })),
  };
};

/** /admin/organizations: the organizations of the university the admin works on. */
export const organizations: ScreenLoader = async ({ services: { api } }) => {
  const m = await import('../../data/organizations');
  return m.organizationListResource.routeData(api, m.organizationPaths.list());
};

/** /admin/branding: the universities (the picker) and the branding of the one in the address. */
export const branding: ScreenLoader = async ({ request, services: { api } }) => {
  const universityId = new URL(request.url).searchParams.get('university');
  const [list, m] = await Promise.all([universityList(api), import('../../data/branding')]);
  // Without a university in the address the screen asks once it knows the current one.
  if (!universityId) return list;
  return { ...list, ...m.brandingResource.routeData(api, m.brandingPaths.one(universityId)) };
};
