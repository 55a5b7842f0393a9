import type { ScreenLoader } from '../../routes/route-types';

// The admin pages start their requests as soon as their route matches, in parallel with their
// code. Unlike the learner's pages (learner-home.loaders.ts) they return at once: they run
// again on every change of filter, page or university in the address, and must not hold the
// navigation that keeps focus on the control being used (e2e/admin-keyboard.spec.ts). Their
// answers are not written into the page (src/data/route-data.ts), so nothing waits for them.

/** The portal, the super dashboard, university management and analytics: the universities. */
export const universities: ScreenLoader = ({ services }) => {
  void import('../../data/universities').then((m) =>
    m.universityListResource.prefetch(services.api, m.universityPaths.list),
  );
  return null;
};

/** /admin/users: the universities (the picker) and the page of accounts in the address. */
export const users: ScreenLoader = ({ request, services }) => {
  void Promise.all([import('../../data/universities'), import('./users-place')]).then(
    ([universities, place]) => {
      universities.universityListResource.prefetch(services.api, universities.universityPaths.list);
      const { universityId, query } = place.userListQueryOf(new URL(request.url).searchParams);
      // Without a university in the address the screen asks once it knows the current one.
      if (universityId)
        void import('../../data/users').then((m) =>
          m.userListResource.prefetch(services.api, m.userPaths.list({ ...query, universityId })),
        );
    },
  );
  return null;
};

/** /admin/organizations: the organizations of the university the admin works on. */
export const organizations: ScreenLoader = ({ services }) => {
  void import('../../data/organizations').then((m) =>
    m.organizationListResource.prefetch(services.api, m.organizationPaths.list()),
  );
  return null;
};

/** /admin/branding: the universities (the picker) and the branding of the one in the address. */
export const branding: ScreenLoader = (args) => {
  universities(args);
  const { request, services } = args;
  const universityId = new URL(request.url).searchParams.get('university');
  // Without a university in the address the screen asks once it knows the current one.
  if (universityId)
    void import('../../data/branding').then((m) =>
      m.brandingResource.prefetch(services.api, m.brandingPaths.one(universityId)),
    );
  return null;
};
