import {
  matchesOrganizationSearch,
  organizationFilterNames,
  type Organization,
} from '@lp/contract';
import { Button, SearchField, Skeleton, SkeletonGroup, useLocale } from '@lp/ui';
import { ArrowLeft, Building2 } from '@lp/ui/icons';
import { useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import {
  AdminListPage,
  AdminListSection,
  headingLevels,
  type AdminListStatus,
} from '../admin-list-page';
import { OrganizationCard } from './organization-card';
import { OrganizationDetailsDialog } from './organization-details-dialog';
import { OrganizationsFilterButton, OrganizationsFilterPanel } from './organizations-filter';
import { organizationFormatters } from './organizations-format';
import { OrganizationsQuickActions } from './organizations-quick-actions';
import { OrganizationsSummary, OrganizationsSummarySkeleton } from './organizations-summary';
import { useOrganizationsTexts, type OrganizationsTexts } from './organizations-texts';

/** The page's states: the app's request running, failed, or done. */
export type OrganizationsStatus = AdminListStatus;

export interface OrganizationsPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows skeletons, error the message with Try again, ready the page. */
  status: OrganizationsStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The organizations of the dashboard. */
  organizations: readonly Organization[];
  /** Where 'Back to Dashboard' leads (the app's /dashboard). */
  backHref: string;
  /** Quick Actions' Export Data, with the ids of the organizations shown (after search and filter). */
  onExportData: (organizationIds: readonly string[]) => void;
  /** Quick Actions' Bulk Operations. */
  onBulkOperations: () => void;
  /** Quick Actions' Message Teachers. */
  onMessageTeachers: () => void;
  /** Quick Actions' Message All. */
  onMessageAll: () => void;
  /** The detail modal's Export Data, with the organization's id. */
  onExportOrganization: (id: string) => void;
  /** The detail modal's Message All (its student list), with the organization's id. */
  onMessageOrganization: (id: string) => void;
  /** The clock of 'Active today' in the student lists (epoch ms). @default when the details opened */
  now?: number;
  /** BCP 47 locale of the counts and percents. @default the tree's language (I18nProvider) */
  locale?: string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultOrganizationsTexts */
  texts?: Partial<OrganizationsTexts>;
  /** The names the Filter button offers. @default the spec's hard-coded four (organizationFilterNames) */
  filterNames?: readonly string[];
  /** The search the page opens with. @default '' */
  defaultSearch?: string;
  /** The names chosen in the filter when the page opens. @default [] */
  defaultFilter?: readonly string[];
  /** Whether the filter list is open when the page opens. @default false */
  defaultFilterOpen?: boolean;
}

/**
 * The organizations dashboard (/admin/organizations, spec 2 §2.8): summary cards, Quick
 * Actions, a search by name or location, a Filter of the organization names, and a grid of
 * organizations; a card opens its details with the student list.
 */
export function OrganizationsPage({
  status,
  onRetry,
  organizations,
  backHref,
  onExportData,
  onBulkOperations,
  onMessageTeachers,
  onMessageAll,
  onExportOrganization,
  onMessageOrganization,
  now,
  locale,
  titleAs = 'h2',
  texts: textsProp,
  filterNames = organizationFilterNames,
  defaultSearch = '',
  defaultFilter = [],
  defaultFilterOpen = false,
  ...props
}: OrganizationsPageProps) {
  const texts = useOrganizationsTexts(textsProp);
  const treeLocale = useLocale();
  const { Section, Item } = headingLevels(titleAs);
  const filterId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const [chosen, setChosen] = useState<readonly string[]>(defaultFilter);
  const [filterOpen, setFilterOpen] = useState(defaultFilterOpen);
  // The organization whose details are open, and when they opened: the clock of 'Active today'.
  const [open, setOpen] = useState<{ id: string; at: number } | null>(null);
  // The card button that opened the details, where focus returns when they close.
  const opener = useRef<HTMLElement | null>(null);
  const format = useMemo(() => organizationFormatters(locale ?? treeLocale), [locale, treeLocale]);

  const shown =
    status === 'ready'
      ? organizations.filter(
          (organization) =>
            matchesOrganizationSearch(organization, search) &&
            (chosen.length === 0 || chosen.includes(organization.name)),
        )
      : [];
  const filtering = search.trim() !== '' || chosen.length > 0;
  const opened =
    status === 'ready' ? (organizations.find((each) => each.id === open?.id) ?? null) : null;

  return (
    <AdminListPage
      data-slot="organizations"
      status={status}
      title={texts.title}
      intro={texts.intro}
      titleAs={titleAs}
      before={
        <Button href={backHref} variant="link" className="w-fit">
          <ArrowLeft aria-hidden="true" />
          {texts.back}
        </Button>
      }
      summary={
        <>
          {status === 'ready' ? (
            <OrganizationsSummary organizations={organizations} format={format} texts={texts} />
          ) : status === 'loading' ? (
            <OrganizationsSummarySkeleton />
          ) : null}
          <OrganizationsQuickActions
            onExportData={
              shown.length > 0
                ? () => onExportData(shown.map((organization) => organization.id))
                : null
            }
            onBulkOperations={onBulkOperations}
            onMessageTeachers={onMessageTeachers}
            onMessageAll={onMessageAll}
            headingAs={Section}
            texts={texts}
          />
        </>
      }
      loading={<OrganizationsSkeleton label={texts.loading} />}
      texts={texts}
      onRetry={onRetry}
      after={
        <OrganizationDetailsDialog
          organization={opened}
          onClose={() => setOpen(null)}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog trigger; the cards open the dialog without one.
            event.preventDefault();
            opener.current?.focus();
          }}
          onExport={onExportOrganization}
          onMessage={onMessageOrganization}
          now={now ?? open?.at ?? 0}
          format={format}
          texts={texts}
        />
      }
      {...props}
    >
      {() => (
        <AdminListSection
          heading={texts.listHeading}
          headingAs={Section}
          toolbar={
            <>
              <div className="flex flex-col gap-3 md:flex-row md:items-end">
                <SearchField
                  label={texts.search}
                  hideLabel
                  placeholder={texts.search}
                  value={search}
                  onValueChange={setSearch}
                  containerClassName="md:flex-1"
                />
                <OrganizationsFilterButton
                  open={filterOpen}
                  onOpenChange={setFilterOpen}
                  panelId={filterId}
                  chosen={chosen.length}
                  texts={texts}
                />
              </div>
              {filterOpen ? (
                <OrganizationsFilterPanel
                  id={filterId}
                  names={filterNames}
                  chosen={chosen}
                  onChosenChange={setChosen}
                  texts={texts}
                />
              ) : null}
            </>
          }
          count={
            organizations.length > 0 ? texts.resultCount(shown.length, organizations.length) : null
          }
          countSlot="organizations-count"
          items={shown}
          itemKey={(organization) => organization.id}
          renderItem={(organization) => (
            <OrganizationCard
              organization={organization}
              onOpen={(event) => {
                opener.current = event.currentTarget;
                setOpen({ id: organization.id, at: Date.now() });
              }}
              headingAs={Item}
              format={format}
              texts={texts}
            />
          )}
          empty={{
            icon: <Building2 />,
            title: texts.emptyTitle,
            hint: filtering ? texts.emptyFilteredHint : texts.emptyHint,
          }}
        />
      )}
    </AdminListPage>
  );
}

/** The grid's shape while the request runs: the search bar and three cards. */
function OrganizationsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="organizations-skeleton">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 md:flex-row">
          <Skeleton className="h-10 md:flex-1" width="w-full" />
          <Skeleton className="h-10" width="w-full md:w-28" />
        </div>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-3 rounded-lg border border-border p-5">
              <Skeleton className="h-6" width="w-3/4" />
              <Skeleton shape="text" width="w-1/2" />
              <Skeleton shape="text" width="w-2/3" />
              <Skeleton className="h-6" width="w-1/2" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
