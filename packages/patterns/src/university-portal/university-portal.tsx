import type { University } from '@lp/contract';
import { EmptyState, Skeleton, SkeletonGroup, cn } from '@lp/ui';
import { Building2 } from '@lp/ui/icons';
import { useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ResourceProblem } from '../resource-problem';
import { CurrentUniversityCard } from './current-university-card';
import { UniversityCard, universityFormatters, type UniversityAction } from './university-card';
import {
  UniversityFilterBar,
  filterUniversities,
  type UniversityStatusFilter,
} from './university-filter';
import {
  defaultUniversityPortalTexts,
  type UniversityPortalTexts,
} from './university-portal-texts';

/** The page's states: the app's request running, failed, or done. */
export type UniversityPortalStatus = 'loading' | 'error' | 'ready';

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
  /** BCP 47 locale of the counts and dates. @default the browser's */
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
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: UniversityPortalPageProps) {
  const texts = { ...defaultUniversityPortalTexts, ...textsProp };
  const Section = Title === 'h1' ? 'h2' : 'h3';
  const Item = Title === 'h1' ? 'h3' : 'h4';
  const listId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const [statusFilter, setStatusFilter] = useState<UniversityStatusFilter>(defaultStatusFilter);
  const [pending, setPending] = useState<{ id: string; action: UniversityAction } | null>(null);
  const [failure, setFailure] = useState<{ id: string; action: UniversityAction } | null>(null);
  // Read synchronously, so a second press before the re-render cannot start a second action.
  const running = useRef(false);
  const format = useMemo(() => universityFormatters(locale, timeZone), [locale, timeZone]);

  const shown = filterUniversities(universities, search, statusFilter);
  const filtering = search.trim() !== '' || statusFilter !== 'all';
  const current = universities.find((university) => university.id === currentUniversityId);

  const run = async (id: string, action: UniversityAction) => {
    if (running.current) return;
    running.current = true;
    setFailure(null);
    setPending({ id, action });
    try {
      await (action === 'switch' ? onSwitch(id) : onImpersonate(id));
    } catch {
      // The page keeps its search, filter and grid; the card says what failed.
      setFailure({ id, action });
    } finally {
      running.current = false;
      setPending(null);
    }
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = <UniversityPortalSkeleton label={texts.loading} />;
  } else if (status === 'error') {
    body = (
      <ResourceProblem
        kind="error"
        title={texts.error}
        onRetry={onRetry}
        retryLabel={texts.retry}
        titleAs="p"
      />
    );
  } else {
    body = (
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
        <section aria-labelledby={listId} className="flex min-w-0 flex-col gap-4">
          <Section id={listId} className="text-lg font-semibold text-text">
            {texts.listHeading}
          </Section>
          <UniversityFilterBar
            search={search}
            onSearchChange={setSearch}
            status={statusFilter}
            onStatusChange={setStatusFilter}
            texts={texts}
          />
          {universities.length > 0 ? (
            <p
              role="status"
              data-slot="university-portal-count"
              className="text-sm text-text-muted"
            >
              {texts.resultCount(shown.length, universities.length)}
            </p>
          ) : null}
          {shown.length === 0 ? (
            <EmptyState
              icon={<Building2 />}
              title={texts.emptyTitle}
              hint={filtering ? texts.emptyFilteredHint : texts.emptyHint}
              titleAs={Item}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((university) => (
                <li key={university.id} className="min-w-0">
                  <UniversityCard
                    university={university}
                    isCurrent={university.id === currentUniversityId}
                    canImpersonate={canImpersonate}
                    busy={pending?.id === university.id ? pending.action : null}
                    locked={pending !== null && pending.id !== university.id}
                    failed={failure?.id === university.id ? failure.action : null}
                    onAction={(action) => void run(university.id, action)}
                    headingAs={Item}
                    format={format}
                    texts={texts}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div
      data-slot="university-portal"
      data-state={status}
      className={cn('flex w-full min-w-0 flex-col gap-6 text-text', className)}
      {...props}
    >
      <header className="flex flex-col gap-1">
        <Title className="text-2xl leading-tight font-bold text-balance md:text-3xl">
          {canImpersonate ? texts.adminTitle : texts.title}
        </Title>
        <p className="text-base text-text-muted">
          {canImpersonate ? texts.adminIntro : texts.intro}
        </p>
      </header>
      {body}
    </div>
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
