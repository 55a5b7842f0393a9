import type { AnalyticsPeriod, PerformanceRating } from '@lp/contract';
import * as universityAnalyticsMessages from '@lp/locales/en/university-analytics';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';

// University analytics' visible texts: the spec's strings (spec 2 §2.14, §9) where it gives
// them, plain ones where it is silent. A deployment overrides any of them through the page's
// `texts`.

export interface UniversityAnalyticsTexts {
  /** The page heading and the line under it. */
  title: string;
  intro: string;

  /** The university picker's label, also shown over the name when there is only one. */
  university: string;
  /** The period select's label and its choices (spec 2 §9: 7d, 30d, 90d, 1y). */
  period: string;
  periodLabels: Record<AnalyticsPeriod, string>;
  /** The toolbar's buttons (spec 2 §2.14). */
  refresh: string;
  export: string;
  /** The exported file's name. */
  exportFileName: (universityId: string, period: AnalyticsPeriod) => string;
  /** Spoken while a refresh runs (the figures stay on screen). */
  refreshing: string;

  /** The KPI cards' region name (read, not shown). */
  kpisLabel: string;
  /** Spoken before a change, so its direction is not carried by the arrow and colour alone. */
  increase: string;
  decrease: string;
  /** After a change: what it is measured against. */
  changeContext: string;

  /** The three charts' headings and lines under them. */
  trendHeading: string;
  trendDescription: string;
  /** A bar's name, e.g. 'Jan 2025: 9,820 students'. */
  trendBarLabel: (month: string, students: string) => string;
  departmentsHeading: string;
  departmentsDescription: string;
  performanceHeading: string;
  performanceDescription: string;
  /** The performance ratings (spec 2 §9: 90+ Excellent, 80+ Good, 70+ Average, below Poor). */
  ratingLabels: Record<PerformanceRating, string>;
  /** A chart with nothing to show for the period. */
  sectionEmpty: string;

  /** Marks seed data (a KPI with `sample`, a section in `sampleSections`). */
  sampleBadge: string;
  /** Under a sample section's heading. */
  sampleNote: string;

  /** Spoken while the analytics load. */
  loading: string;
  /** Shown when the analytics could not be loaded, with the retry button. */
  error: string;
  retry: string;

  /** The exported file's section titles and column headers. */
  csvUniversity: string;
  csvPeriod: string;
  csvGenerated: string;
  csvKpis: string;
  csvMetric: string;
  csvValue: string;
  csvChange: string;
  csvDirection: string;
  csvDescription: string;
  csvSample: string;
  csvYes: string;
  csvNo: string;
  csvMonth: string;
  csvStudents: string;
  csvCourses: string;
  csvCompletion: string;
  csvDepartment: string;
  csvShare: string;
  csvArea: string;
  csvScore: string;
  csvRating: string;
}

type UniversityAnalyticsMessages = typeof universityAnalyticsMessages.default;

/** The texts from a language's messages (the compiled `university-analytics` namespace). */
function textsFrom(m: UniversityAnalyticsMessages): UniversityAnalyticsTexts {
  return {
    title: m.title,
    intro: m.intro,
    university: m.university,
    period: m.period,
    refresh: m.refresh,
    export: m.export,
    refreshing: m.refreshing,
    kpisLabel: m.kpisLabel,
    increase: m.increase,
    decrease: m.decrease,
    changeContext: m.changeContext,
    trendHeading: m.trendHeading,
    trendDescription: m.trendDescription,
    departmentsHeading: m.departmentsHeading,
    departmentsDescription: m.departmentsDescription,
    performanceHeading: m.performanceHeading,
    performanceDescription: m.performanceDescription,
    sectionEmpty: m.sectionEmpty,
    sampleBadge: m.sampleBadge,
    sampleNote: m.sampleNote,
    loading: m.loading,
    error: m.error,
    retry: m.retry,
    csvUniversity: m.csvUniversity,
    csvPeriod: m.csvPeriod,
    csvGenerated: m.csvGenerated,
    csvKpis: m.csvKpis,
    csvMetric: m.csvMetric,
    csvValue: m.csvValue,
    csvChange: m.csvChange,
    csvDirection: m.csvDirection,
    csvDescription: m.csvDescription,
    csvSample: m.csvSample,
    csvYes: m.csvYes,
    csvNo: m.csvNo,
    csvMonth: m.csvMonth,
    csvStudents: m.csvStudents,
    csvCourses: m.csvCourses,
    csvCompletion: m.csvCompletion,
    csvDepartment: m.csvDepartment,
    csvShare: m.csvShare,
    csvArea: m.csvArea,
    csvScore: m.csvScore,
    csvRating: m.csvRating,
    periodLabels: {
      '7d': m.period7d,
      '30d': m.period30d,
      '90d': m.period90d,
      '1y': m.period1y,
    },
    exportFileName: (universityId, period) => m.exportFileName({ universityId, period }),
    trendBarLabel: (month, students) => m.trendBarLabel({ month, students }),
    ratingLabels: {
      Excellent: m.ratingExcellent,
      Good: m.ratingGood,
      Average: m.ratingAverage,
      Poor: m.ratingPoor,
    },
  };
}

export const defaultUniversityAnalyticsTexts: UniversityAnalyticsTexts = textsFrom(
  universityAnalyticsMessages.default,
);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useUniversityAnalyticsTexts(
  overrides?: Partial<UniversityAnalyticsTexts>,
): UniversityAnalyticsTexts {
  const messages = useMessages(universityAnalyticsMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return overrides ? { ...texts, ...overrides } : texts;
}
