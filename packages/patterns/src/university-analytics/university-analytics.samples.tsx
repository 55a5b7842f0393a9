import {
  DEFAULT_ANALYTICS_PERIOD,
  currentUniversityId,
  sampleDepartmentShares,
  sampleKpis,
  sampleMonthlyTrends,
  sampleUniversities,
  type AnalyticsPeriod,
} from '@lp/contract';
import type { PerformanceScore, UniversityAnalytics } from '@lp/contract/api';
import { useState } from 'react';
import { UniversityAnalyticsPage, type UniversityAnalyticsPageProps } from './university-analytics';

// Sample props for stories and tests, from the contract's seed data. The app fills the same
// props from GET /admin/university-analytics, the universities the user may manage and the
// period it keeps in the address.

/** Stories and tests show the samples in English. */
export const sampleAnalyticsFormat = { locale: 'en-US' } as const;

/** One ring per rating: Excellent, Good, Average, Poor. */
export const samplePerformanceScores: readonly PerformanceScore[] = [
  { name: 'Student Satisfaction', score: 92 },
  { name: 'Course Completion', score: 87 },
  { name: 'Assessment Scores', score: 78 },
  { name: 'Attendance', score: 64 },
];

/**
 * Northbridge over the last 30 days as the server answers today: the first three KPIs from
 * the database, the session time and the three charts seed data.
 */
export const sampleUniversityAnalytics: UniversityAnalytics = {
  universityId: currentUniversityId,
  period: DEFAULT_ANALYTICS_PERIOD,
  generatedAt: '2025-07-14T12:00:00Z',
  kpis: sampleKpis.map((kpi) => ({ ...kpi, sample: kpi.id === 'kpi-session' })),
  enrollmentTrend: [...sampleMonthlyTrends],
  departments: [...sampleDepartmentShares],
  performance: [...samplePerformanceScores],
  sampleSections: ['enrollmentTrend', 'departments', 'performance'],
};

/** Every figure computed from the university's records: no sample badge anywhere. */
export const sampleRealUniversityAnalytics: UniversityAnalytics = {
  ...sampleUniversityAnalytics,
  kpis: sampleKpis.map((kpi) => ({ ...kpi, sample: false })),
  sampleSections: [],
};

/** A university with nothing recorded yet: no KPI, no month, no department, no score. */
export const sampleEmptyUniversityAnalytics: UniversityAnalytics = {
  ...sampleUniversityAnalytics,
  kpis: [],
  enrollmentTrend: [],
  departments: [],
  performance: [],
  sampleSections: [],
};

/** A year of months, one over the 15,000-student scale (its bar stops at the top). */
export const sampleYearUniversityAnalytics: UniversityAnalytics = {
  ...sampleUniversityAnalytics,
  period: '1y',
  enrollmentTrend: [
    { date: '2024-07', students: 7420, courses: 180, completion: 76 },
    { date: '2024-08', students: 7810, courses: 184, completion: 77 },
    { date: '2024-09', students: 8960, courses: 196, completion: 78 },
    { date: '2024-10', students: 9300, courses: 201, completion: 79 },
    { date: '2024-11', students: 9510, courses: 205, completion: 80 },
    { date: '2024-12', students: 9640, courses: 208, completion: 80 },
    ...sampleMonthlyTrends,
  ].map((month) => (month.date === '2025-06' ? { ...month, students: 16200 } : month)),
};

/** The university admin's one university: no picker, its name instead. */
export const sampleSingleUniversity = sampleUniversities.filter(
  (university) => university.id === currentUniversityId,
);

/** Every prop of UniversityAnalyticsPage from the samples: ready, Northbridge, last 30 days. */
export function sampleUniversityAnalyticsProps(): UniversityAnalyticsPageProps {
  return {
    status: 'ready',
    data: sampleUniversityAnalytics,
    universities: sampleUniversities,
    universityId: currentUniversityId,
    onUniversityChange: () => {},
    period: DEFAULT_ANALYTICS_PERIOD,
    onPeriodChange: () => {},
    onRefresh: () => {},
    ...sampleAnalyticsFormat,
  };
}

/**
 * The page as the app wires it, with the server played by local state: the university and
 * the period change at once (the answer carries them), and Refresh runs a moment. The given
 * callbacks run first. Stories and tests use it alike.
 */
export function UniversityAnalyticsExample(props: Partial<UniversityAnalyticsPageProps>) {
  const base = sampleUniversityAnalyticsProps();
  const [universityId, setUniversityId] = useState(props.universityId ?? base.universityId);
  const [period, setPeriod] = useState<AnalyticsPeriod>(props.period ?? base.period);
  const [refreshing, setRefreshing] = useState(false);
  const data = props.data === undefined ? base.data : props.data;

  return (
    <UniversityAnalyticsPage
      {...base}
      {...props}
      data={data ? { ...data, universityId, period } : null}
      refreshing={props.refreshing ?? refreshing}
      universityId={universityId}
      onUniversityChange={(id) => {
        props.onUniversityChange?.(id);
        setUniversityId(id);
      }}
      period={period}
      onPeriodChange={(next) => {
        props.onPeriodChange?.(next);
        setPeriod(next);
      }}
      onRefresh={() => {
        props.onRefresh?.();
        setRefreshing(true);
        setTimeout(() => setRefreshing(false), 300);
      }}
    />
  );
}
