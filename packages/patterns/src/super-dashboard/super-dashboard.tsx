import type { University } from '@lp/contract';
import type { UniversityTotals } from '@lp/contract/api';
import { Skeleton, SkeletonGroup, useLocale } from '@lp/ui';
import { useMemo, type ComponentProps } from 'react';
import { AdminListPage, headingLevels, type AdminListStatus } from '../admin-list-page';
import { useRowAction } from '../row-action';
import { QuickActions, hasQuickActions } from './quick-actions';
import { SuperDashboardCard, type SuperDashboardAction } from './super-dashboard-card';
import { universityFormatters } from '../university-portal/university-card';
import type { UniversityStatusFilter } from '../university-portal/university-filter';
import {
  UniversityListSection,
  useUniversityFilter,
} from '../university-portal/university-list-section';
import { SuperDashboardStats } from './super-dashboard-stats';
import { useSuperDashboardTexts, type SuperDashboardTexts } from './super-dashboard-texts';

/** The page's states: the app's request running, failed, or done. */
export type SuperDashboardStatus = AdminListStatus;

export interface SuperDashboardPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows skeletons, error the message with Try again, ready the page. */
  status: SuperDashboardStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The universities the admin may see. */
  universities: readonly University[];
  /** The server's totals over them: the stat cards. */
  totals: UniversityTotals;
  /** The university the admin is in; its card is marked. null: none. */
  currentUniversityId: string | null;
  /** View Dashboard: resolves once the dashboard opens; rejects on failure (the card says so). */
  onViewDashboard: (id: string) => Promise<void>;
  /** Edit University. */
  onEditUniversity: (id: string) => void;
  /** Impersonate Admin on an active university; rejects on failure. Without it the item is left out. */
  onImpersonate?: (id: string) => Promise<void>;
  /** Quick action Create University; without it the button is left out. */
  onCreateUniversity?: () => void;
  /** Quick action Export Data, given the universities the search and the filter leave. */
  onExportData?: (universities: readonly University[]) => void;
  /** Quick action Import Data; without it the button is left out. */
  onImportData?: () => void;
  /** Quick action Bulk Message; without it the button is left out. */
  onBulkMessage?: () => void;
  /** The search the page opens with. @default '' */
  defaultSearch?: string;
  /** The status filter the page opens with. @default 'all' */
  defaultStatusFilter?: UniversityStatusFilter;
  /** BCP 47 locale of the counts and dates. @default the tree's language (I18nProvider) */
  locale?: string;
  /** IANA zone of the dates. @default the browser's */
  timeZone?: string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultSuperDashboardTexts */
  texts?: Partial<SuperDashboardTexts>;
}

/**
 * The super-admin dashboard (/admin/super-dashboard, spec 2 §2.10): the platform's totals, the
 * quick actions, and every university with a search (name, slug, domain), a status filter and
 * a menu per university (View Dashboard, Edit University, Impersonate Admin, View Details).
 */
export function SuperDashboardPage({
  status,
  onRetry,
  universities,
  totals,
  currentUniversityId,
  onViewDashboard,
  onEditUniversity,
  onImpersonate,
  onCreateUniversity,
  onExportData,
  onImportData,
  onBulkMessage,
  defaultSearch = '',
  defaultStatusFilter = 'all',
  locale,
  timeZone,
  titleAs = 'h2',
  texts: textsProp,
  ...props
}: SuperDashboardPageProps) {
  const texts = useSuperDashboardTexts(textsProp);
  const treeLocale = useLocale();
  const { Section, Item } = headingLevels(titleAs);
  const filter = useUniversityFilter(universities, {
    search: defaultSearch,
    status: defaultStatusFilter,
  });
  // The page keeps its search, filter and list when an action fails; the card says what failed.
  const { pending, failure, run } = useRowAction<{ id: string; action: SuperDashboardAction }>();
  const format = useMemo(
    () => universityFormatters(locale ?? treeLocale, timeZone),
    [locale, treeLocale, timeZone],
  );

  const start = (id: string, action: SuperDashboardAction) => {
    const open = action === 'dashboard' ? onViewDashboard : onImpersonate;
    if (open) void run({ id, action }, () => open(id));
  };

  const quickActions = hasQuickActions({
    onCreateUniversity,
    onExportData,
    onImportData,
    onBulkMessage,
  }) ? (
    <QuickActions
      onCreateUniversity={onCreateUniversity}
      onExportData={onExportData ? () => onExportData(filter.shown) : undefined}
      exportDisabled={status !== 'ready'}
      onImportData={onImportData}
      onBulkMessage={onBulkMessage}
      headingAs={Section}
      texts={texts}
    />
  ) : null;

  return (
    <AdminListPage
      data-slot="super-dashboard"
      status={status}
      title={texts.title}
      intro={texts.intro}
      titleAs={titleAs}
      summary={
        <>
          {status === 'ready' ? (
            <SuperDashboardStats totals={totals} format={format} texts={texts} />
          ) : status === 'loading' ? (
            <StatsSkeleton />
          ) : null}
          {quickActions}
        </>
      }
      loading={<SuperDashboardSkeleton label={texts.loading} />}
      texts={texts}
      onRetry={onRetry}
      {...props}
    >
      {() => (
        <UniversityListSection
          filter={filter}
          headingAs={Section}
          countSlot="super-dashboard-count"
          renderItem={(university) => (
            <SuperDashboardCard
              university={university}
              isCurrent={university.id === currentUniversityId}
              canImpersonate={onImpersonate !== undefined}
              busy={pending?.id === university.id ? pending.action : null}
              locked={pending !== null && pending.id !== university.id}
              failed={failure?.target.id === university.id ? failure.target.action : null}
              onAction={(action) => start(university.id, action)}
              onEdit={() => onEditUniversity(university.id)}
              headingAs={Item}
              format={format}
              texts={texts}
            />
          )}
          texts={texts}
        />
      )}
    </AdminListPage>
  );
}

/** The stat cards' shape while the request runs (the list's skeleton carries the spoken label). */
function StatsSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-slot="super-dashboard-stats-skeleton"
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-4"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-lg border border-border p-5">
          <Skeleton shape="text" width="w-24" />
          <Skeleton className="h-8" width="w-20" />
          <Skeleton shape="text" width="w-32" />
        </div>
      ))}
    </div>
  );
}

/** The list's shape while the request runs: the search bar and three cards. */
function SuperDashboardSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="super-dashboard-skeleton">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 md:flex-row">
          <Skeleton className="h-10 md:flex-1" width="w-full" />
          <Skeleton className="h-10" width="w-full md:w-48" />
        </div>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-3 rounded-lg border border-border p-5">
              <Skeleton className="h-6" width="w-3/4" />
              <Skeleton shape="text" width="w-1/2" />
              <Skeleton className="h-10" width="w-full" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
