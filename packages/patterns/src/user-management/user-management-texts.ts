import { validationMessages } from '@lp/contract';
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

export const defaultUserManagementTexts: UserManagementTexts = {
  title: 'User Management',
  intro: 'Invite people, find accounts and manage their access.',
  totalUsers: 'Total Users',
  activeUsers: 'Active',
  students: 'Students',
  teachers: 'Teachers',
  admins: 'Admins',
  tilesLabel: 'User totals',
  university: 'University',
  search: 'Search users...',
  roleFilter: 'Role',
  allRoles: 'All Roles',
  statusFilter: 'Status',
  allStatuses: 'All Status',
  departmentFilter: 'Department',
  allDepartments: 'All Departments',
  roleFilterLabels: {
    student: 'Students',
    teacher: 'Teachers',
    university_admin: 'University Admins',
    admin: 'Super Admins',
  },
  roleLabels: {
    student: 'Student',
    teacher: 'Teacher',
    university_admin: 'University Admin',
    admin: 'Super Admin',
  },
  statusLabels: {
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
    suspended: 'Suspended',
  },
  tableLabel: 'Users',
  columnUser: 'User',
  columnRole: 'Role',
  columnStatus: 'Status',
  columnDepartment: 'Department',
  columnLastActive: 'Last Active',
  columnActions: 'Actions',
  never: 'Never',
  you: 'You',
  selectAll: 'Select all users on this page',
  selectUser: (name) => `Select ${name}`,
  selfLocked: 'You cannot suspend your own account.',
  viewDetails: (name) => `View details of ${name}`,
  suspendUser: (name) => `Suspend ${name}`,
  activateUser: (name) => `Activate ${name}`,
  statusFailed: (name) => `Could not change the status of ${name}.`,
  refreshing: 'Updating users...',
  bulkLabel: 'Bulk actions',
  selectedCount: (count) => `${count} selected`,
  message: 'Message',
  messageUnavailable: 'Messaging is not available yet.',
  exportCsv: 'Export',
  exportFileName: 'users.csv',
  suspend: 'Suspend',
  clearSelection: 'Clear selection',
  suspendTitle: (count) => (count === 1 ? 'Suspend 1 user?' : `Suspend ${count} users?`),
  suspendDescription: 'Suspended users cannot sign in until an administrator activates them again.',
  suspendConfirm: 'Suspend',
  suspending: 'Suspending...',
  suspendFailed: 'Could not suspend the selected users.',
  cancel: 'Cancel',
  csvName: 'Name',
  csvEmail: 'Email',
  csvRole: 'Role',
  csvStatus: 'Status',
  csvUniversity: 'University',
  csvDepartment: 'Department',
  csvLastActive: 'Last Active',
  csvJoined: 'Joined',
  inviteUser: 'Invite User',
  inviteDescription: 'They receive an e-mail with a link to create their account.',
  inviteEmail: 'Email',
  inviteRole: 'Role',
  inviteSend: 'Send Invitation',
  inviteSending: 'Sending...',
  inviteSent: (email) => `Invitation sent to ${email}.`,
  inviteFailed: 'Failed to send invitation. Please try again.',
  emailRequired: validationMessages.emailRequired,
  emailInvalid: validationMessages.emailInvalid,
  close: 'Close',
  done: 'Done',
  detailsDescription: 'Account details',
  detailEmail: 'Email',
  detailRole: 'Role',
  detailStatus: 'Status',
  detailUniversity: 'University',
  detailDepartment: 'Department',
  detailLastActive: 'Last Active',
  detailJoined: 'Joined',
  detailCourses: 'Courses Enrolled',
  paginationLabel: 'Pagination',
  showing: (from, to, matching) => `Showing ${from} to ${to} of ${matching}`,
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page) => `Page ${page}`,
  pageSize: 'Rows per page',
  emptyTitle: 'No users found',
  emptyFilteredHint: 'Try adjusting your search or filter criteria.',
  emptyHint: 'This university has no users yet.',
  loading: 'Loading users...',
  error: 'Could not load the users.',
  retry: 'Try again',
};
