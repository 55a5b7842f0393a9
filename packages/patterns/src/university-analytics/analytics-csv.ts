import type { UniversityAnalytics } from '@lp/contract/api';
import { performanceRating } from '@lp/contract';
import { csvCell } from '../user-management/users-csv';
import { departmentPercents, type AnalyticsSection } from './analytics-format';
import {
  defaultUniversityAnalyticsTexts,
  type UniversityAnalyticsTexts,
} from './university-analytics-texts';

export interface AnalyticsCsvOptions {
  /** The headers and labels. @default defaultUniversityAnalyticsTexts */
  texts?: Partial<UniversityAnalyticsTexts>;
  /** The university's name for the first line. @default the data's universityId */
  universityName?: string;
}

type Cell = string | number | null | undefined;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The analytics as one CSV text (RFC 4180, CRLF between lines): the university, period and
 * time first, then the KPIs, the enrollment trend, the departments and the performance scores,
 * one section after another with a blank line between. A section's title line says when it is
 * sample data; each KPI says so in its own column. Changes are written as their size with a
 * direction column, so no cell starts with a minus sign.
 */
export function analyticsCsv(data: UniversityAnalytics, options: AnalyticsCsvOptions = {}): string {
  const texts = { ...defaultUniversityAnalyticsTexts, ...options.texts };
  const sample = new Set<AnalyticsSection>(data.sampleSections);
  const title = (text: string, section?: AnalyticsSection): Cell[] =>
    section && sample.has(section) ? [text, texts.sampleBadge] : [text];
  const percents = departmentPercents(data.departments);

  const sections: Cell[][][] = [
    [
      [texts.csvUniversity, options.universityName ?? data.universityId],
      [texts.csvPeriod, texts.periodLabels[data.period]],
      [texts.csvGenerated, data.generatedAt],
    ],
    [
      title(texts.csvKpis),
      [
        texts.csvMetric,
        texts.csvValue,
        texts.csvChange,
        texts.csvDirection,
        texts.csvDescription,
        texts.csvSample,
      ],
      ...data.kpis.map((kpi) => [
        kpi.title,
        kpi.value,
        Math.abs(kpi.change),
        kpi.changeType === 'increase' ? texts.increase : texts.decrease,
        kpi.description,
        kpi.sample ? texts.csvYes : texts.csvNo,
      ]),
    ],
    [
      title(texts.trendHeading, 'enrollmentTrend'),
      [texts.csvMonth, texts.csvStudents, texts.csvCourses, texts.csvCompletion],
      ...data.enrollmentTrend.map((month) => [
        month.date,
        month.students,
        month.courses,
        month.completion,
      ]),
    ],
    [
      title(texts.departmentsHeading, 'departments'),
      [texts.csvDepartment, texts.csvShare],
      ...data.departments.map((department, i) => [department.name, oneDecimal(percents[i]!)]),
    ],
    [
      title(texts.performanceHeading, 'performance'),
      [texts.csvArea, texts.csvScore, texts.csvRating],
      ...data.performance.map((score) => [
        score.name,
        score.score,
        texts.ratingLabels[performanceRating(score.score)],
      ]),
    ],
  ];

  return sections
    .map((rows) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n'))
    .join('\r\n\r\n');
}
