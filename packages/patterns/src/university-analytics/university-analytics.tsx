import { ANALYTICS_PERIODS, type AnalyticsPeriod, type University } from '@lp/contract';
import type { UniversityAnalytics } from '@lp/contract/api';
import { Button, Select, SelectItem, Skeleton, SkeletonGroup, useLocale } from '@lp/ui';
import { Download, RefreshCw } from '@lp/ui/icons';
import { useMemo, type ComponentProps } from 'react';
import { AdminListPage, headingLevels } from '../admin-list-page';
import { UniversityPicker } from '../university-portal/university-picker';
import { downloadCsv } from '../user-management/users-csv';
import { analyticsCsv } from './analytics-csv';
import { analyticsFormatters } from './analytics-format';
import { DepartmentShares } from './department-shares';
import { EnrollmentTrend } from './enrollment-trend';
import { KpiCard } from './kpi-card';
import { PerformanceRings } from './performance-rings';
import {
  useUniversityAnalyticsTexts,
  type UniversityAnalyticsTexts,
} from './university-analytics-texts';

/** The page's states: the app's request running, failed, or done. */
export type UniversityAnalyticsStatus = 'loading' | 'error' | 'ready';

export interface UniversityAnalyticsPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows skeletons, error the message with Try again, ready the figures. */
  status: UniversityAnalyticsStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The server's answer; null while the first load runs. */
  data: UniversityAnalytics | null;
  /** Refresh's request is running: its spinner shows and the figures stay on screen. @default false */
  refreshing?: boolean;
  /** The universities the user may see; with only one (a university_admin) its name shows instead of the picker. */
  universities: readonly University[];
  /** The university whose analytics are shown. */
  universityId: string;
  onUniversityChange: (id: string) => void;
  /** The period (spec 2 §9: 7d, 30d, 90d, 1y; the app defaults to 30d). */
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
  /** Refresh: the app loads the analytics again and sets `refreshing` meanwhile. */
  onRefresh: () => void;
  /** BCP 47 locale of the numbers and months. @default the page's language */
  locale?: string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultUniversityAnalyticsTexts */
  texts?: Partial<UniversityAnalyticsTexts>;
}

/**
 * University analytics (/admin/university-analytics, spec 2 §2.14): a university picker, the
 * period, Refresh and Export (a CSV of what is shown), the KPI cards, the enrollment trend,
 * students by department and the performance rings. Parts that are seed data, not yet
 * computed from the university's records, say so.
 */
export function UniversityAnalyticsPage({
  status,
  onRetry,
  data,
  refreshing = false,
  universities,
  universityId,
  onUniversityChange,
  period,
  onPeriodChange,
  onRefresh,
  locale,
  titleAs: Title = 'h2',
  texts: textsProp,
  ...props
}: UniversityAnalyticsPageProps) {
  const texts = useUniversityAnalyticsTexts(textsProp);
  const treeLocale = useLocale();
  const { Section } = headingLevels(Title);
  // The pseudo-locale formats as English: Intl knows no en-XA.
  const formatLocale = locale ?? (treeLocale === 'en-XA' ? 'en' : treeLocale);
  const format = useMemo(() => analyticsFormatters(formatLocale), [formatLocale]);
  const ready = status === 'ready' && data !== null;

  const exportShown = () => {
    if (!data) return;
    downloadCsv(
      texts.exportFileName(data.universityId, data.period),
      analyticsCsv(data, {
        texts,
        universityName: universities.find((each) => each.id === data.universityId)?.name,
      }),
    );
  };

  return (
    <AdminListPage
      data-slot="university-analytics"
      status={status}
      title={texts.title}
      intro={texts.intro}
      titleAs={Title}
      actionsBesideFrom="xl"
      actions={
        <div
          data-slot="university-analytics-toolbar"
          className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end"
        >
          <UniversityPicker
            universities={universities}
            universityId={universityId}
            onUniversityChange={onUniversityChange}
            label={texts.university}
            slot="university-analytics-university"
          />
          <Select
            label={texts.period}
            value={period}
            onValueChange={(value) => onPeriodChange(value as AnalyticsPeriod)}
            containerClassName="md:w-44"
          >
            {ANALYTICS_PERIODS.map((each) => (
              <SelectItem key={each} value={each}>
                {texts.periodLabels[each]}
              </SelectItem>
            ))}
          </Select>
          <div className="grid grid-cols-2 gap-3 md:flex">
            <Button
              variant="outline"
              loading={refreshing}
              loadingText={texts.refresh}
              disabled={status === 'loading' && !refreshing}
              onClick={onRefresh}
            >
              <RefreshCw aria-hidden="true" />
              {texts.refresh}
            </Button>
            <Button variant="outline" disabled={!ready} onClick={exportShown}>
              <Download aria-hidden="true" />
              {texts.export}
            </Button>
          </div>
        </div>
      }
      loading={<UniversityAnalyticsSkeleton label={texts.loading} />}
      texts={texts}
      onRetry={onRetry}
      {...props}
    >
      {() => {
        if (!data) return <UniversityAnalyticsSkeleton label={texts.loading} />;
        const sample = new Set(data.sampleSections);
        return (
          <div
            data-slot="university-analytics-content"
            data-refreshing={refreshing || undefined}
            aria-busy={refreshing || undefined}
            className="flex min-w-0 flex-col gap-6"
          >
            <p role="status" data-slot="university-analytics-refreshing" className="sr-only">
              {refreshing ? texts.refreshing : null}
            </p>
            {data.kpis.length > 0 ? (
              <section aria-label={texts.kpisLabel}>
                <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
                  {data.kpis.map((kpi) => (
                    <li key={kpi.id} className="min-w-0">
                      <KpiCard kpi={kpi} headingAs={Section} format={format} texts={texts} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="grid gap-6 lg:grid-cols-2">
              <EnrollmentTrend
                months={data.enrollmentTrend}
                sample={sample.has('enrollmentTrend')}
                headingAs={Section}
                format={format}
                texts={texts}
              />
              <DepartmentShares
                departments={data.departments}
                sample={sample.has('departments')}
                headingAs={Section}
                format={format}
                texts={texts}
              />
              <PerformanceRings
                scores={data.performance}
                sample={sample.has('performance')}
                headingAs={Section}
                format={format}
                texts={texts}
                className="lg:col-span-2"
              />
            </div>
          </div>
        );
      }}
    </AdminListPage>
  );
}

/** The page's shape while its request runs: four KPI cards and three chart cards. */
function UniversityAnalyticsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="university-analytics-skeleton">
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex flex-col gap-3 rounded-lg border border-border p-5">
              <Skeleton shape="text" width="w-24" />
              <Skeleton className="h-8" width="w-20" />
              <Skeleton shape="text" width="w-32" />
            </div>
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4 rounded-lg border border-border p-5 md:p-6">
            <Skeleton className="h-6" width="w-40" />
            <div className="flex h-40 items-end gap-2">
              {[55, 62, 70, 74, 80, 86].map((height) => (
                <Skeleton key={height} className="flex-1" style={{ height: `${height}%` }} />
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-4 rounded-lg border border-border p-5 md:p-6">
            <Skeleton className="h-6" width="w-48" />
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="flex flex-col gap-1.5">
                <Skeleton shape="text" width="w-1/2" />
                <Skeleton className="h-2.5" width="w-full" />
              </div>
            ))}
          </div>
          <div className="flex flex-col gap-4 rounded-lg border border-border p-5 md:p-6 lg:col-span-2">
            <Skeleton className="h-6" width="w-32" />
            <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="flex flex-col items-center gap-2">
                  <Skeleton shape="circle" className="size-20" />
                  <Skeleton shape="text" width="w-24" />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}
