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
