import type { AdminUserRow } from '@lp/contract/api';

/** A role of the admin user list (spec 2 §3). */
export type UserManagementRole = AdminUserRow['role'];
/** An account status of the admin user list (spec 2 §3). */
export type UserAccountStatus = AdminUserRow['status'];

/** The list's filters as the page shows them ('all' for none); the app keeps them in the address. */
export interface UserManagementFilters {
  /** The search text as typed. */
  search: string;
  role: UserManagementRole | 'all';
  status: UserAccountStatus | 'all';
  /** A department of the university, or 'all'. */
  department: string;
}

/** What Invite User sends: the address and the role the account gets. */
export interface UserInvitation {
  email: string;
  role: UserManagementRole;
}

/**
 * The roles and statuses in the spec's order. Not the contract's `adminListRoles`: it sits beside
 * the zod schemas and would bring zod into the page's bundle. The Records make a new role or
 * status a compile error here.
 */
export const userRoles = Object.keys({
  student: true,
  teacher: true,
  university_admin: true,
  admin: true,
} satisfies Record<UserManagementRole, true>) as UserManagementRole[];

export const userStatuses = Object.keys({
  active: true,
  inactive: true,
  pending: true,
  suspended: true,
} satisfies Record<UserAccountStatus, true>) as UserAccountStatus[];

/** The page sizes the server accepts (the contract's USER_PAGE_SIZES, kept here free of zod). */
export const userPageSizes = [10, 25, 50] as const;

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Words a count, a date ('Sep 3, 2024') and a time since ('2 hours ago') for the locale and zone. */
export function userFormatters(locale?: string, timeZone?: string) {
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return {
    count: (value: number) => number.format(value),
    date: (iso: string) => {
      const parsed = new Date(iso);
      return Number.isNaN(parsed.getTime()) ? null : date.format(parsed);
    },
    /** How long ago, in the largest whole unit; under a minute reads 'now'. null when unreadable. */
    since: (iso: string, now: number) => {
      const parsed = new Date(iso).getTime();
      if (Number.isNaN(parsed)) return null;
      const seconds = Math.max(0, Math.round((now - parsed) / 1000));
      for (const [unit, size] of units) {
        if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
      }
      return relative.format(0, 'second');
    },
  };
}
export type UserFormatters = ReturnType<typeof userFormatters>;
