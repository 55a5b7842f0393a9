import type { UniversityAnalytics } from '@lp/contract/api';

/** A part of the answer that may be seed data rather than the database's figures. */
export type AnalyticsSection = UniversityAnalytics['sampleSections'][number];

/** Each department's share of all students in percent (0 when there are none). */
export function departmentPercents(departments: UniversityAnalytics['departments']): number[] {
  const total = departments.reduce((sum, each) => sum + Math.max(0, each.value), 0);
  return departments.map((each) => (total > 0 ? (Math.max(0, each.value) / total) * 100 : 0));
}

/** The first day of a 'YYYY-MM' month, at midnight UTC (so no zone moves it to another month). */
export function monthStart(month: string): Date {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1));
}

/** The page's number and month formats for one locale. */
export function analyticsFormatters(locale?: string) {
  const count = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const wholePercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const month = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return {
    /** 9820 → '9,820'. */
    count: (value: number) => count.format(value),
    /** 9820 → '9.8K' (a bar's visible value; its name has the full count). */
    compact: (value: number) => compact.format(value),
    /** 12.5 → '12.5%'. */
    percent: (value: number) => percent.format(value / 100),
    /** 34.6 → '35%'. */
    wholePercent: (value: number) => wholePercent.format(value / 100),
    /** '2025-01' → 'Jan 2025'. */
    month: (value: string) => month.format(monthStart(value)),
    /** '2025-01' → 'Jan'. */
    shortMonth: (value: string) => shortMonth.format(monthStart(value)),
  };
}

export type AnalyticsFormatters = ReturnType<typeof analyticsFormatters>;
