import { isAtRisk, isHighAchiever, type Organization } from '@lp/contract';

/** Formats counts, decimals and percents (0-100) for the locale. */
export function organizationFormatters(locale?: string) {
  const count = new Intl.NumberFormat(locale);
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const gpa = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    count: (value: number) => count.format(value),
    decimal: (value: number) => decimal.format(value),
    gpa: (value: number) => gpa.format(value),
    percent: (value: number) => percent.format(value / 100),
  };
}
export type OrganizationFormatters = ReturnType<typeof organizationFormatters>;

/** The high achievers and the at-risk students of an organization's student list (spec 2 §9). */
export function studentCounts(organization: Pick<Organization, 'students'>) {
  return {
    highAchievers: organization.students.filter(isHighAchiever).length,
    atRisk: organization.students.filter(isAtRisk).length,
  };
}
