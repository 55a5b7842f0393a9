export { ProfilePage } from './profile-page';
export type { ProfileDetails, ProfilePageProps, ProfileValues } from './profile-page';
