export { UserManagementPage } from './user-management';
export type { UserManagementPageProps, UserManagementStatus } from './user-management';
export { defaultUserManagementTexts } from './user-management-texts';
export type { UserManagementTexts } from './user-management-texts';
export type {
  UserInvitation,
  UserManagementFilters,
  UserManagementRole,
  UserAccountStatus,
} from './user-management-types';
export { usersToCsv, csvCell, downloadCsv, defaultUserCsvColumns } from './users-csv';
export type { UserCsvColumn } from './users-csv';
