export { UniversityManagementPage } from './university-management';
export type {
  UniversityManagementPageProps,
  UniversityManagementMode,
  UniversityManagementStatus,
  UniversityManagementTextOverrides,
} from './university-management';
export { defaultUniversityManagementTexts } from './university-management-texts';
export type {
  UniversityManagementTexts,
  UniversityListTexts,
  UniversityFormTexts,
  UniversityFormMessageKey,
} from './university-management-texts';
export type { UniversityCreateValues, UniversityEditableValues } from './use-university-form';
export { SignInSettingsPage } from './sign-in-settings';
export type { SignInSettingsPageProps } from './sign-in-settings';
export { defaultSignInSettingsTexts } from './sign-in-settings-texts';
export type { SignInSettingsTexts } from './sign-in-settings-texts';
