import * as userManagementMessages from '@lp/locales/en/user-management';
import { validationMessages } from '@lp/contract';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import type { UserManagementRole, UserAccountStatus } from './user-management-types';

// User management's visible texts: the spec's strings (spec 2 §2.15, spec 1 §5 and §8) where
// it gives them, plain ones where it is silent. A deployment overrides any of them through the
// page's `texts`.

export interface UserManagementTexts {
  /** The page heading and the line under it. */
  title: string;
  intro: string;

  /** The stat tiles (spec 2 §3 totals). */
  totalUsers: string;
  activeUsers: string;
  students: string;
  teachers: string;
  admins: string;
  /** The tiles' region name (read, not shown). */
  tilesLabel: string;

  /** The university picker's label. */
  university: string;

  /** The search box's name and placeholder. */
  search: string;
  /** The filters' names (read, not shown) and their first choices. */
  roleFilter: string;
  allRoles: string;
  statusFilter: string;
  allStatuses: string;
  departmentFilter: string;
  allDepartments: string;
  /** The role filter's labels (spec 2 §2.15). */
  roleFilterLabels: Record<UserManagementRole, string>;
  /** A role's badge in the table and the details. */
  roleLabels: Record<UserManagementRole, string>;
  /** A status's badge, and the status filter's choices. */
  statusLabels: Record<UserAccountStatus, string>;

  /** The table's name and column headers. */
  tableLabel: string;
  columnUser: string;
  columnRole: string;
  columnStatus: string;
  columnDepartment: string;
  columnLastActive: string;
  columnActions: string;
  /** Shown for an account that never signed in. */
  never: string;
  /** Marks the signed-in user's own row. */
  you: string;
  /** The checkboxes' names. */
  selectAll: string;
  selectUser: (name: string) => string;
  /** Why the signed-in user's own checkbox and Suspend are off. */
  selfLocked: string;
  /** The row actions' names. */
  viewDetails: (name: string) => string;
  suspendUser: (name: string) => string;
  activateUser: (name: string) => string;
  /** Shown when a row's status change failed. */
  statusFailed: (name: string) => string;
  /** Spoken while the next page loads with the previous one still on screen. */
  refreshing: string;

  /** The bulk bar (spec 2 §2.15). */
  bulkLabel: string;
  selectedCount: (count: number) => string;
  message: string;
  /** Why Message does nothing yet. */
  messageUnavailable: string;
  exportCsv: string;
  /** The exported file's name. */
  exportFileName: string;
  suspend: string;
  clearSelection: string;

  /** The bulk Suspend confirmation. */
  suspendTitle: (count: number) => string;
  suspendDescription: string;
  suspendConfirm: string;
  suspending: string;
  suspendFailed: string;
  cancel: string;

  /** The CSV's column headers. */
  csvName: string;
  csvEmail: string;
  csvRole: string;
  csvStatus: string;
  csvUniversity: string;
  csvDepartment: string;
  csvLastActive: string;
  csvJoined: string;

  /** The invitation dialog. */
  inviteUser: string;
  inviteDescription: string;
  inviteEmail: string;
  inviteRole: string;
  inviteSend: string;
  inviteSending: string;
  inviteSent: (email: string) => string;
  /** spec 1 §8. */
  inviteFailed: string;
  emailRequired: string;
  emailInvalid: string;
  /** The dialogs' close button (the corner X). */
  close: string;
  /** Ends the invitation dialog after a sent invitation. */
  done: string;

  /** The details dialog. */
  detailsDescription: string;
  detailEmail: string;
  detailRole: string;
  detailStatus: string;
  detailUniversity: string;
  detailDepartment: string;
  detailLastActive: string;
  detailJoined: string;
  detailCourses: string;

  /** The pagination. */
  paginationLabel: string;
  showing: (from: number, to: number, matching: number) => string;
  previous: string;
  next: string;
  pageLabel: (page: number) => string;
  pageSize: string;

  /** The empty table: its title, and the hint with a search or filter. */
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
  /** Spoken while the users load. */
  loading: string;
  /** Shown when the users could not be loaded, with the retry button. */
  error: string;
  retry: string;
}

type UserManagementMessages = typeof userManagementMessages.default;

/** The texts from a language's messages (the compiled `user-management` namespace). */
function textsFrom(m: UserManagementMessages): UserManagementTexts {
  return {
    ...m,
    roleFilterLabels: {
      student: m.roleFilterStudent,
      teacher: m.roleFilterTeacher,
      university_admin: m.roleFilterUniversityAdmin,
      admin: m.roleFilterAdmin,
    },
    roleLabels: {
      student: m.roleStudent,
      teacher: m.roleTeacher,
      university_admin: m.roleUniversityAdmin,
      admin: m.roleAdmin,
    },
    statusLabels: {
      active: m.statusActive,
      inactive: m.statusInactive,
      pending: m.statusPending,
      suspended: m.statusSuspended,
    },
    selectUser: (name) => m.selectUser({ name }),
    viewDetails: (name) => m.viewDetails({ name }),
    suspendUser: (name) => m.suspendUser({ name }),
    activateUser: (name) => m.activateUser({ name }),
    statusFailed: (name) => m.statusFailed({ name }),
    selectedCount: (count) => m.selectedCount({ count }),
    suspendTitle: (count) => m.suspendTitle({ count }),
    inviteSent: (email) => m.inviteSent({ email }),
    // The contract's validation messages (issue 34: coded messages come later).
    emailRequired: validationMessages.emailRequired,
    emailInvalid: validationMessages.emailInvalid,
    showing: (from, to, matching) => m.showing({ from, to, matching }),
    pageLabel: (page) => m.pageLabel({ page }),
  };
}

export const defaultUserManagementTexts: UserManagementTexts = textsFrom(
  userManagementMessages.default,
);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useUserManagementTexts(
  overrides?: Partial<UserManagementTexts>,
): UserManagementTexts {
  const messages = useMessages(userManagementMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return useMemo(() => (overrides ? { ...texts, ...overrides } : texts), [texts, overrides]);
}
