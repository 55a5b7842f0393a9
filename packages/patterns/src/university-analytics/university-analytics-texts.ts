import type { AnalyticsPeriod, PerformanceRating } from '@lp/contract';

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

export const defaultUniversityAnalyticsTexts: UniversityAnalyticsTexts = {
  title: 'University Analytics',
  intro: 'Enrollment, departments and performance of a university over a period.',
  university: 'University',
  period: 'Period',
  periodLabels: {
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    '90d': 'Last 90 days',
    '1y': 'Last year',
  },
  refresh: 'Refresh',
  export: 'Export',
  exportFileName: (universityId, period) => `university-analytics-${universityId}-${period}.csv`,
  refreshing: 'Refreshing analytics...',
  kpisLabel: 'Key figures',
  increase: 'increase',
  decrease: 'decrease',
  changeContext: 'vs. previous period',
  trendHeading: 'Enrollment Trend',
  trendDescription: 'Students enrolled each month',
  trendBarLabel: (month, students) => `${month}: ${students} students`,
  departmentsHeading: 'Students by Department',
  departmentsDescription: 'Share of students in each department',
  performanceHeading: 'Performance',
  performanceDescription: 'Scores in percent',
  ratingLabels: { Excellent: 'Excellent', Good: 'Good', Average: 'Average', Poor: 'Poor' },
  sectionEmpty: 'No data for this period.',
  sampleBadge: 'Sample data',
  sampleNote: 'Not yet computed from this university’s records.',
  loading: 'Loading analytics...',
  error: 'Could not load the analytics.',
  retry: 'Try again',
  csvUniversity: 'University',
  csvPeriod: 'Period',
  csvGenerated: 'Generated',
  csvKpis: 'Key figures',
  csvMetric: 'Metric',
  csvValue: 'Value',
  csvChange: 'Change (%)',
  csvDirection: 'Direction',
  csvDescription: 'Description',
  csvSample: 'Sample data',
  csvYes: 'Yes',
  csvNo: 'No',
  csvMonth: 'Month',
  csvStudents: 'Students',
  csvCourses: 'Courses',
  csvCompletion: 'Completion (%)',
  csvDepartment: 'Department',
  csvShare: 'Share (%)',
  csvArea: 'Area',
  csvScore: 'Score (%)',
  csvRating: 'Rating',
};
