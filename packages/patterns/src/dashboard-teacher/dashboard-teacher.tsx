import type { ChartPoint } from '@lp/contract';
import * as dashboardTeacherMessages from '@lp/locales/en/dashboard-teacher';
import { Skeleton, SkeletonGroup, cn, useMessages } from '@lp/ui';
import type { ComponentProps } from 'react';
import { AnalyticsHeader, type AnalyticsHeaderTexts } from './analytics-header';
import { InsightsList, type InsightsListTexts, type TeacherInsight } from './insights-list';
import {
  MyDashboards,
  type MyDashboardsTexts,
  type TeacherDashboardSummary,
} from './my-dashboards';

export interface DashboardTeacherTexts {
  /** Spoken while the dashboard loads. */
  loading: string;
  analytics?: Partial<AnalyticsHeaderTexts>;
  insights?: Partial<InsightsListTexts>;
  dashboards?: Partial<MyDashboardsTexts>;
}

export interface DashboardTeacherProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The dashboard's data request is running: the page shows its skeleton. @default false */
  loading?: boolean;
  /** Daily active learners (22 points in the spec). */
  points: readonly ChartPoint[];
  /** The headline figure. @default 3247 */
  headline?: number;
  /** The trend in percent. @default 18.3 */
  trend?: number;
  /** The search suggestion items. @default the analytics header's suggestionItems */
  suggestions?: readonly string[];
  /** A search from the box (Enter) or a suggestion. */
  onSearch: (query: string) => void;
  /** The insights list. */
  insights: readonly TeacherInsight[];
  /** My dashboards. */
  dashboards: readonly TeacherDashboardSummary[];
  /** A dashboard card's address. */
  dashboardHref: (dashboardId: string) => string;
  /** The New dashboard button. */
  onNewDashboard: () => void;
  /** The Preset dashboards button. */
  onPresetDashboards: () => void;
  /** Draws the chart in. @default true */
  animate?: boolean;
  /** The visible texts. */
  texts?: Partial<DashboardTeacherTexts>;
}

/** The teacher's dashboard (spec 2 §2.2): analytics header with its chart, insights, My dashboards. */
export function DashboardTeacher({
  loading = false,
  points,
  headline,
  trend,
  suggestions,
  onSearch,
  insights,
  dashboards,
  dashboardHref,
  onNewDashboard,
  onPresetDashboards,
  animate,
  texts,
  className,
  ...props
}: DashboardTeacherProps) {
  const classes = cn('flex flex-col gap-10 text-text', className);
  if (loading) {
    return (
      <div data-slot="dashboard-teacher" data-state="loading" className={classes} {...props}>
        <DashboardTeacherSkeleton label={texts?.loading} />
      </div>
    );
  }
  return (
    <div data-slot="dashboard-teacher" data-state="ready" className={classes} {...props}>
      <AnalyticsHeader
        points={points}
        headline={headline}
        trend={trend}
        suggestions={suggestions}
        onSearch={onSearch}
        animate={animate}
        texts={texts?.analytics}
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_2fr]">
        <InsightsList insights={insights} texts={texts?.insights} className="self-start" />
        <MyDashboards
          dashboards={dashboards}
          dashboardHref={dashboardHref}
          onNewDashboard={onNewDashboard}
          onPresetDashboards={onPresetDashboards}
          texts={texts?.dashboards}
        />
      </div>
    </div>
  );
}

/** The teacher dashboard's shape while its data loads. */
export function DashboardTeacherSkeleton(allProps: {
  /** Spoken once. @default 'Loading dashboard...' */
  label?: string;
  className?: string;
}) {
  const text = useMessages(dashboardTeacherMessages);
  const { label = text.loading, className } = allProps;
  return (
    <SkeletonGroup label={label} data-slot="dashboard-teacher-skeleton" className={className}>
      <div className="flex flex-col gap-8">
        <div className="flex flex-col justify-between gap-4 lg:flex-row">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-10 w-full lg:w-96" />
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(14rem,1fr)_3fr]">
          <Skeleton className="h-32" />
          <Skeleton className="h-72" />
        </div>
        <div className="grid gap-6 xl:grid-cols-[1fr_2fr]">
          <Skeleton className="h-64" />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}
