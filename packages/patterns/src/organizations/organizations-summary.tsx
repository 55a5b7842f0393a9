import { organizationSummary, type Organization } from '@lp/contract';
import { Skeleton, Stat } from '@lp/ui';
import { Building2, ChartColumn, Users } from '@lp/ui/icons';
import type { OrganizationFormatters } from './organizations-format';

/** The texts of the three summary cards (part of OrganizationsTexts). */
export interface OrganizationsSummaryTexts {
  /** The cards' list name (read, not shown). */
  overview: string;
  /** The three cards (spec 2 §2.8). */
  totalOrganizations: string;
  totalStudents: string;
  averageStudents: string;
}

export interface OrganizationsSummaryProps {
  organizations: readonly Organization[];
  format: OrganizationFormatters;
  texts: OrganizationsSummaryTexts;
}

/**
 * The summary cards on top of the organizations dashboard (spec 2 §2.8): Total Organizations,
 * Total Students and Avg Students/Org, over every organization (not only the ones shown).
 */
export function OrganizationsSummary({ organizations, format, texts }: OrganizationsSummaryProps) {
  const summary = organizationSummary(organizations);
  const cards = [
    {
      key: 'organizations',
      label: texts.totalOrganizations,
      value: format.count(summary.totalOrganizations),
      icon: <Building2 />,
    },
    {
      key: 'students',
      label: texts.totalStudents,
      value: format.count(summary.totalStudents),
      icon: <Users />,
    },
    {
      key: 'average',
      label: texts.averageStudents,
      value: format.count(summary.averageStudentsPerOrganization),
      icon: <ChartColumn />,
    },
  ];
  return (
    <ul
      aria-label={texts.overview}
      data-slot="organizations-summary"
      className="grid gap-4 md:grid-cols-3"
    >
      {cards.map(({ key, ...card }) => (
        <li key={key} data-stat={key} className="min-w-0">
          <Stat {...card} className="h-full" />
        </li>
      ))}
    </ul>
  );
}

/** The summary cards' shape while the request runs (the grid's skeleton carries the spoken label). */
export function OrganizationsSummarySkeleton() {
  return (
    <div
      aria-hidden="true"
      data-slot="organizations-summary-skeleton"
      className="grid gap-4 md:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-lg border border-border p-5">
          <Skeleton shape="text" width="w-32" />
          <Skeleton className="h-8" width="w-20" />
        </div>
      ))}
    </div>
  );
}
