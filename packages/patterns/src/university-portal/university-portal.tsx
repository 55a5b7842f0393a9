import type { University } from '@lp/contract';
import { Skeleton, SkeletonGroup, useLocale } from '@lp/ui';
import { useMemo, type ComponentProps } from 'react';
import { AdminListPage, headingLevels, type AdminListStatus } from '../admin-list-page';
import { useRowAction } from '../row-action';
import { CurrentUniversityCard } from './current-university-card';
import { UniversityCard, universityFormatters, type UniversityAction } from './university-card';
import type { UniversityStatusFilter } from './university-filter';
import { UniversityListSection, useUniversityFilter } from './university-list-section';
import { useUniversityPortalTexts, type UniversityPortalTexts } from './university-portal-texts';

/** The page's states: the app's request running, failed, or done. */
export type UniversityPortalStatus = AdminListStatus;

export type { UniversityStatusFilter } from './university-filter';

export interface UniversityPortalPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows skeletons, error the message with Try again, ready the page. */
  status: UniversityPortalStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The universities the user may see. */
  universities: readonly University[];
  /** The university the user is in; its card shows on top. null: none. */
  currentUniversityId: string | null;
  /** Admin or superuser (spec 2 §6): their heading and intro, and Impersonate Admin on active universities. */
  canImpersonate: boolean;
  /** View Dashboard on the current university's card. */
  onViewDashboard: (id: string) => void;
  /** Switches to an active university; rejects on failure (the card says so). */
  onSwitch: (id: string) => Promise<void>;
  /** Starts impersonating an active university's administrator; rejects on failure. */
  onImpersonate: (id: string) => Promise<void>;
  /** The search the page opens with. @default '' */
  defaultSearch?: string;
  /** The status filter the page opens with. @default 'all' */
  defaultStatusFilter?: UniversityStatusFilter;
  /** BCP 47 locale of the counts and dates. @default the tree's language (I18nProvider) */
  locale?: string;
  /** IANA zone of the created dates. @default the browser's */
  timeZone?: string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultUniversityPortalTexts */
  texts?: Partial<UniversityPortalTexts>;
}

/**
 * The university portal (/admin/university-switch, spec 2 §2.12): the current university with
 * View Dashboard, a search (name, slug, domain) and a status filter, and a grid of universities
 * to switch to, or, for admins, to impersonate. Only active universities can be opened (§5).
 */
export function UniversityPortalPage({
  status,
  onRetry,
  universities,
  currentUniversityId,
  canImpersonate,
  onViewDashboard,
  onSwitch,
  onImpersonate,
  defaultSearch = '',
  defaultStatusFilter = 'all',
  locale,
  timeZone,
  titleAs = 'h2',
  texts: textsProp,
  ...props
}: UniversityPortalPageProps) {
  const texts = useUniversityPortalTexts(textsProp);
  const treeLocale = useLocale();
  const { Section, Item } = headingLevels(titleAs);
  const filter = useUniversityFilter(universities, {
    search: defaultSearch,
    status: defaultStatusFilter,
  });
  // The page keeps its search, filter and grid when an action fails; the card says what failed.
  const { pending, failure, run } = useRowAction<{ id: string; action: UniversityAction }>();
  const format = useMemo(
    () => universityFormatters(locale ?? treeLocale, timeZone),
    [locale, treeLocale, timeZone],
  );

  const current = universities.find((university) => university.id === currentUniversityId);

  return (
    <AdminListPage
      data-slot="university-portal"
      status={status}
      title={canImpersonate ? texts.adminTitle : texts.title}
      intro={canImpersonate ? texts.adminIntro : texts.intro}
      titleAs={titleAs}
      loading={<UniversityPortalSkeleton label={texts.loading} />}
      texts={texts}
      onRetry={onRetry}
      {...props}
    >
      {() => (
        <>
          {current ? (
            <CurrentUniversityCard
              university={current}
              onViewDashboard={onViewDashboard}
              headingAs={Section}
              format={format}
              texts={texts}
            />
          ) : null}
          <UniversityListSection
            filter={filter}
            headingAs={Section}
            countSlot="university-portal-count"
            renderItem={(university) => (
              <UniversityCard
                university={university}
                isCurrent={university.id === currentUniversityId}
                canImpersonate={canImpersonate}
                busy={pending?.id === university.id ? pending.action : null}
                locked={pending !== null && pending.id !== university.id}
                failed={failure?.target.id === university.id ? failure.target.action : null}
                onAction={(action) =>
                  void run({ id: university.id, action }, () =>
                    action === 'switch' ? onSwitch(university.id) : onImpersonate(university.id),
                  )
                }
                headingAs={Item}
                format={format}
                texts={texts}
              />
            )}
            texts={texts}
          />
        </>
      )}
    </AdminListPage>
  );
}

/** The page's shape while its request runs: the current card, the search bar, three cards. */
function UniversityPortalSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="university-portal-skeleton">
      <div className="flex flex-col gap-6">
        <div className="flex items-center gap-4 rounded-lg border border-border p-5 md:p-6">
          <Skeleton className="size-12" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" width="w-32" />
            <Skeleton className="h-6" width="w-2/3" />
          </div>
        </div>
        <div className="flex flex-col gap-3 md:flex-row">
          <Skeleton className="h-10 md:flex-1" width="w-full" />
          <Skeleton className="h-10" width="w-full md:w-48" />
        </div>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-3 rounded-lg border border-border p-5">
              <Skeleton className="h-6" width="w-3/4" />
              <Skeleton shape="text" width="w-1/2" />
              <Skeleton shape="text" width="w-2/3" />
              <Skeleton className="h-10" width="w-full" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
