import type { ScreenLoader } from '../../routes/route-types';

// The admin pages start their requests as soon as their route matches, in parallel with their
// code, and resolve once they have started (as the learner's pages do in learner-home.loaders.ts).

/** The portal, the super dashboard, university management and analytics: the universities. */
export const universities: ScreenLoader = async ({ services }) => {
  const m = await import('../../data/universities');
  m.universityListResource.prefetch(services.api, m.universityPaths.list);
  return null;
};

/** /admin/users: the universities (the picker) and the page of accounts in the address. */
export const users: ScreenLoader = async (args) => {
  const { request, services } = args;
  const [, place] = await Promise.all([universities(args), import('./users-place')]);
  const { universityId, query } = place.userListQueryOf(new URL(request.url).searchParams);
  // Without a university in the address the screen asks once it knows the current one.
  if (universityId) {
    const m = await import('../../data/users');
    m.userListResource.prefetch(services.api, m.userPaths.list({ ...query, universityId }));
  }
  return null;
};

/** /admin/organizations: the organizations of the university the admin works on. */
export const organizations: ScreenLoader = async ({ services }) => {
  const m = await import('../../data/organizations');
  m.organizationListResource.prefetch(services.api, m.organizationPaths.list());
  return null;
};

/** /admin/branding: the universities (the picker) and the branding of the one in the address. */
export const branding: ScreenLoader = async (args) => {
  const { request, services } = args;
  const universityId = new URL(request.url).searchParams.get('university');
  const [, m] = await Promise.all([universities(args), import('../../data/branding')]);
  // Without a university in the address the screen asks once it knows the current one.
  if (universityId) m.brandingResource.prefetch(services.api, m.brandingPaths.one(universityId));
  return null;
};
