import type { UniversityTotals } from '@lp/contract/api';
import { Stat } from '@lp/ui';
import { BookOpen, Building2, CircleCheck, Users } from '@lp/ui/icons';
import type { UniversityFormatters } from '../university-portal/university-card';

/** The texts of the four stat cards (part of SuperDashboardTexts). */
export interface SuperDashboardStatsTexts {
  /** The cards' list name (read, not shown). */
  overview: string;
  /** Universities, with the active count under it (spec 2 §2.10). */
  universitiesStat: string;
  activeUniversities: (active: string) => string;
  /** Users, with the average per university under it (spec 2 §2.10). */
  usersStat: string;
  usersAverage: (average: string) => string;
  /** Courses, with the spec's static trend line. */
  coursesStat: string;
  coursesTrend: string;
  /** System health: the spec's static figure and line. */
  healthStat: string;
  healthValue: string;
  healthStatus: string;
}

export interface SuperDashboardStatsProps {
  totals: UniversityTotals;
  format: UniversityFormatters;
  texts: SuperDashboardStatsTexts;
}

/** Users per university, rounded; none when there is no university. */
export function averagePerUniversity(totals: Pick<UniversityTotals, 'users' | 'universities'>) {
  return totals.universities > 0 ? Math.round(totals.users / totals.universities) : 0;
}

/**
 * The four cards on top of the super dashboard (spec 2 §2.10): universities with the active
 * count, users with the average per university, courses and system health (both static lines).
 */
export function SuperDashboardStats({ totals, format, texts }: SuperDashboardStatsProps) {
  const cards = [
    {
      key: 'universities',
      label: texts.universitiesStat,
      value: format.count(totals.universities),
      description: texts.activeUniversities(format.count(totals.activeUniversities)),
      icon: <Building2 />,
    },
    {
      key: 'users',
      label: texts.usersStat,
      value: format.count(totals.users),
      description: texts.usersAverage(format.count(averagePerUniversity(totals))),
      icon: <Users />,
    },
    {
      key: 'courses',
      label: texts.coursesStat,
      value: format.count(totals.courses),
      description: texts.coursesTrend,
      icon: <BookOpen />,
    },
    {
      key: 'health',
      label: texts.healthStat,
      value: texts.healthValue,
      description: texts.healthStatus,
      icon: <CircleCheck />,
    },
  ];
  return (
    <ul
      aria-label={texts.overview}
      data-slot="super-dashboard-stats"
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-4"
    >
      {cards.map(({ key, ...card }) => (
        <li key={key} data-stat={key} className="min-w-0">
          <Stat {...card} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
