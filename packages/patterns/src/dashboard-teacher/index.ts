export { DashboardTeacher, DashboardTeacherSkeleton } from './dashboard-teacher';
export type { DashboardTeacherProps, DashboardTeacherTexts } from './dashboard-teacher';
export {
  AnalyticsHeader,
  defaultAnalyticsHeaderTexts,
  matchingSuggestions,
} from './analytics-header';
export type { AnalyticsHeaderProps, AnalyticsHeaderTexts } from './analytics-header';
export { InsightsList, defaultInsightsListTexts } from './insights-list';
export type { InsightsListProps, InsightsListTexts, TeacherInsight } from './insights-list';
export { MyDashboards, defaultMyDashboardsTexts } from './my-dashboards';
export type {
  MyDashboardsProps,
  MyDashboardsTexts,
  TeacherDashboardSummary,
} from './my-dashboards';
