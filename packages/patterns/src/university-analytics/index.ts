export { UniversityAnalyticsPage } from './university-analytics';
export type {
  UniversityAnalyticsPageProps,
  UniversityAnalyticsStatus,
} from './university-analytics';
export {
  defaultUniversityAnalyticsTexts,
  useUniversityAnalyticsTexts,
} from './university-analytics-texts';
export type { UniversityAnalyticsTexts } from './university-analytics-texts';
export { analyticsCsv } from './analytics-csv';
export type { AnalyticsCsvOptions } from './analytics-csv';
