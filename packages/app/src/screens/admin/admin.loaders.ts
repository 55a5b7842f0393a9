import type * as BrandingData from '../../data/branding';
import type * as SignInSettingsData from '../../data/sign-in-settings';
import type * as OrganizationData from '../../data/organizations';
import type * as UniversityData from '../../data/universities';
import type * as UserData from '../../data/users';
import type { ScreenLoader } from '../../routes/route-types';
import type * as UsersPlace from './users-place';

// The admin pages: each loader returns its screen's requests by data-cache key, in parallel
// with the screen's code (routes/route-data.ts). They run again on every change of filter,
// page or university in the address and never wait for an answer; their modules are kept once
// loaded, so a run after the first waits for nothing at all: the navigation must not hold the
// focus on the control being used (e2e/admin-keyboard.spec.ts).

let universityData: typeof UniversityData | undefined;
let userData: typeof UserData | undefined;
let usersPlace: typeof UsersPlace | undefined;
let organizationData: typeof OrganizationData | undefined;
let brandingData: typeof BrandingData | undefined;
let signInSettingsData: typeof SignInSettingsData | undefined;

type Api = Parameters<ScreenLoader>[0]['services']['api'];

const universityList = async (api: Api) => {
  const m = (universityData ??= await import('../../data/universities'));
  return m.universityListResource.routeData(api, m.universityPaths.list);
};

/** The portal, the super dashboard, university management and analytics: the universities. */
export const universities: ScreenLoader = ({ services: { api } }) => universityList(api);

/** /admin/users: the universities (the picker) and the page of accounts in the address. */
export const users: ScreenLoader = async ({ request, services: { api } }) => {
  const list = await universityList(api);
  const place = (usersPlace ??= await import('./users-place'));
  const m = (userData ??= await import('../../data/users'));
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
  const m = (organizationData ??= await import('../../data/organizations'));
  return m.organizationListResource.routeData(api, m.organizationPaths.list());
};

/** /admin/branding: the universities (the picker) and the branding of the one in the address. */
export const branding: ScreenLoader = async ({ request, services: { api } }) => {
  const universityId = new URL(request.url).searchParams.get('university');
  const list = await universityList(api);
  const m = (brandingData ??= await import('../../data/branding'));
  // Without a university in the address the screen asks once it knows the current one.
  if (!universityId) return list;
  return { ...list, ...m.brandingResource.routeData(api, m.brandingPaths.one(universityId)) };
};

/** /admin/sign-in: the universities (the picker) and the sign-in provider of the one in the address. */
export const signInSettings: ScreenLoader = async ({ request, services: { api } }) => {
  const universityId = new URL(request.url).searchParams.get('university');
  const list = await universityList(api);
  const m = (signInSettingsData ??= await import('../../data/sign-in-settings'));
  if (!universityId) return list;
  return {
    ...list,
    ...m.signInSettingsResource.routeData(api, m.signInSettingsPaths.one(universityId)),
  };
};
