import type { UniversityStatus } from '@lp/contract';

/** The status filter's value: every status, or one of the three. */
export type UniversityStatusFilter = 'all' | UniversityStatus;

/** The status texts: the badge labels, as the status filter's choices (spec 2 §2.10). */
export interface UniversityStatusTexts {
  statusActive: string;
  statusInactive: string;
  statusSuspended: string;
}

/**
 * The filter's statuses, in the spec's order. Not the contract's `universityStatuses`: it sits
 * beside the zod schemas and would bring zod into the page's bundle. The Record makes a new
 * status a compile error here.
 */
export const filterStatuses = Object.keys({
  active: true,
  inactive: true,
  suspended: true,
} satisfies Record<UniversityStatus, true>) as UniversityStatus[];

/** The badge label of a status, from the texts. */
export function statusLabel(status: UniversityStatus, texts: UniversityStatusTexts): string {
  return {
    active: texts.statusActive,
    inactive: texts.statusInactive,
    suspended: texts.statusSuspended,
  }[status];
}

/** Formats a count for the locale; a date as a medium date in the zone (null when unreadable). */
export function dashboardFormatters(locale?: string, timeZone?: string) {
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return {
    count: (value: number) => number.format(value),
    date: (iso: string) => {
      const parsed = new Date(iso);
      return Number.isNaN(parsed.getTime()) ? null : date.format(parsed);
    },
  };
}
export type DashboardFormatters = ReturnType<typeof dashboardFormatters>;
