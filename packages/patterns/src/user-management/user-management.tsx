import type { University } from '@lp/contract';
import { toggleRow, toggleSelectAll } from '@lp/contract';
import type { AdminUserRow, UserListResponse } from '@lp/contract/api';
import {
  Banner,
  EmptyState,
  Select,
  SelectItem,
  Skeleton,
  SkeletonGroup,
  selectAllState,
  useLocale,
  useNow,
} from '@lp/ui';
import { Users } from '@lp/ui/icons';
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import { AdminListPage, headingLevels, type AdminListStatus } from '../admin-list-page';
import { thrownMessage, useRowAction } from '../row-action';
import { InviteUserDialog } from './invite-user-dialog';
import { UserBulkBar } from './user-bulk-bar';
import { UserDetailsDialog } from './user-details-dialog';
import { useUserManagementTexts, type UserManagementTexts } from './user-management-texts';
import {
  userFormatters,
  type UserInvitation,
  type UserManagementFilters,
} from './user-management-types';
import { UserPagination } from './user-pagination';
import { UserStatTiles } from './user-stat-tiles';
import { UserTable } from './user-table';
import { UserToolbar } from './user-toolbar';
import { downloadCsv, usersToCsv, type UserCsvColumn } from './users-csv';

/** The page's states: the app's request running, failed, or done. */
export type UserManagementStatus = AdminListStatus;

export interface UserManagementPageProps extends Omit<
  ComponentProps<'div'>,
  'children' | 'onSuspend'
> {
  /** Loading shows skeletons, error the message with Try again, ready the page. */
  status: UserManagementStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The page of users with the university's totals and departments; null until the first answer. */
  data: UserListResponse | null;
  /** The next page is loading while `data` (the previous one) stays on screen. @default false */
  refreshing?: boolean;
  /** The universities the user may manage; the picker shows when there is more than one. */
  universities: readonly University[];
  /** The university whose users are listed ('' while unknown). */
  universityId: string;
  onUniversityChange: (id: string) => void;
  /** The search and filters (the app keeps them in the address). */
  filters: UserManagementFilters;
  /** Called with the new filters: at once for a filter, once typing pauses (~300 ms) for the search. */
  onFiltersChange: (filters: UserManagementFilters) => void;
  /** The page asked for, from 1. */
  page: number;
  /** Rows per page: 10, 25 or 50. */
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The signed-in user's id: their row cannot be selected or suspended. */
  currentUserId?: string;
  /** Sends an invitation; rejects when it failed (the dialog says so). */
  onInvite: (invitation: UserInvitation) => Promise<void>;
  /** Suspends the selected accounts; rejects when it failed (the confirmation says so). */
  onSuspend: (ids: readonly string[]) => Promise<void>;
  /** Suspends or reactivates one account; rejects when it failed (a banner says so). */
  onSetStatus: (id: string, status: 'active' | 'suspended') => Promise<void>;
  /** BCP 47 locale of the counts and dates. @default the tree's language (I18nProvider) */
  locale?: string;
  /** IANA zone of the dates. @default the browser's */
  timeZone?: string;
  /** The time 'Last Active' counts from (ms or ISO). @default now, updated every minute */
  now?: number | string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultUserManagementTexts */
  texts?: Partial<UserManagementTexts>;
}

/**
 * User management (/admin/users, spec 2 §2.15): the university's totals, a university picker,
 * Invite User, a search with role, status and department filters, and a page of accounts with
 * selection, a bulk bar (Message, Export, Suspend), row actions, the details modal and
 * pagination. The server searches, filters and pages; the page reports what was asked.
 */
export function UserManagementPage({
  status,
  onRetry,
  data,
  refreshing = false,
  universities,
  universityId,
  onUniversityChange,
  filters,
  onFiltersChange,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  currentUserId,
  onInvite,
  onSuspend,
  onSetStatus,
  locale,
  timeZone,
  now: nowProp,
  titleAs = 'h2',
  texts: textsProp,
  ...props
}: UserManagementPageProps) {
  const texts = useUserManagementTexts(textsProp);
  const treeLocale = useLocale();
  // The empty table's heading sits right under the page's.
  const { Section: Item } = headingLevels(titleAs);
  const format = useMemo(
    () => userFormatters(locale ?? treeLocale, timeZone),
    [locale, treeLocale, timeZone],
  );
  const ticking = useNow(60_000, nowProp === undefined);
  const now = nowProp === undefined ? ticking : new Date(nowProp).getTime();

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [viewingId, setViewingId] = useState<string | null>(null);
  // One suspend or reactivate at a time; a failure names the account in a banner.
  const statusChange = useRowAction<AdminUserRow>();
  const statusFailure = statusChange.failure;
  // The button that opened the details: the dialog has no trigger of its own to return focus to.
  const viewOpener = useRef<HTMLElement | null>(null);

  // Another university, filter or page is another list: the selection does not carry over.
  const place = JSON.stringify([universityId, filters, page, pageSize]);
  const [selectionPlace, setSelectionPlace] = useState(place);
  if (place !== selectionPlace) {
    setSelectionPlace(place);
    setSelected(new Set());
    statusChange.clearFailure();
  }

  const rows = data?.users ?? [];
  const selectableIds = rows.filter((row) => row.id !== currentUserId).map((row) => row.id);
  const selectedRows = rows.filter((row) => row.id !== currentUserId && selected.has(row.id));
  const selectedIds = new Set(selectedRows.map((row) => row.id));
  const filtering =
    filters.search.trim() !== '' ||
    filters.role !== 'all' ||
    filters.status !== 'all' ||
    filters.department !== 'all';

  const exportSelected = () => {
    const columns: UserCsvColumn[] = [
      { header: texts.csvName, value: (row) => row.name },
      { header: texts.csvEmail, value: (row) => row.email },
      { header: texts.csvRole, value: (row) => texts.roleLabels[row.role] },
      { header: texts.csvStatus, value: (row) => texts.statusLabels[row.status] },
      { header: texts.csvUniversity, value: (row) => row.university },
      { header: texts.csvDepartment, value: (row) => row.department },
      { header: texts.csvLastActive, value: (row) => row.lastActiveAt },
      { header: texts.csvJoined, value: (row) => row.joinedAt },
    ];
    downloadCsv(texts.exportFileName, usersToCsv(selectedRows, columns));
  };

  const skeleton = <UserManagementSkeleton label={texts.loading} />;

  return (
    <AdminListPage
      data-slot="user-management"
      status={status}
      title={texts.title}
      intro={texts.intro}
      titleAs={titleAs}
      actions={
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          {universities.length > 1 ? (
            <Select
              label={texts.university}
              value={universityId}
              onValueChange={onUniversityChange}
              containerClassName="md:w-64"
            >
              {universities.map((university) => (
                <SelectItem key={university.id} value={university.id}>
                  {university.name}
                </SelectItem>
              ))}
            </Select>
          ) : null}
          <InviteUserDialog onInvite={onInvite} texts={texts} />
        </div>
      }
      loading={skeleton}
      texts={texts}
      onRetry={onRetry}
      {...props}
    >
      {() =>
        !data ? (
          skeleton
        ) : (
          <>
            <UserStatTiles totals={data.totals} format={format} texts={texts} />
            <UserToolbar
              filters={filters}
              onFiltersChange={onFiltersChange}
              departments={data.departments}
              texts={texts}
            />
            <p role="status" data-slot="user-refreshing" className="sr-only">
              {refreshing ? texts.refreshing : null}
            </p>
            {statusFailure ? (
              <Banner
                variant="error"
                title={texts.statusFailed(statusFailure.target.name)}
                onDismiss={statusChange.clearFailure}
                dismissLabel={texts.close}
                data-slot="user-status-failed"
              >
                {thrownMessage(statusFailure.error)}
              </Banner>
            ) : null}
            {selectedRows.length > 0 ? (
              <UserBulkBar
                count={selectedRows.length}
                onExport={exportSelected}
                onSuspend={async () => {
                  await onSuspend(selectedRows.map((row) => row.id));
                  setSelected(new Set());
                }}
                onClear={() => setSelected(new Set())}
                texts={texts}
              />
            ) : null}
            <UserTable
              rows={rows}
              selected={selectedIds}
              selectAll={selectAllState(selectedIds.size, selectableIds.length)}
              onToggleAll={() => setSelected(toggleSelectAll(selectedIds, selectableIds))}
              onToggle={(id) => setSelected(toggleRow(selectedIds, id))}
              currentUserId={currentUserId}
              busyId={statusChange.pending?.id ?? null}
              onView={(row, opener) => {
                viewOpener.current = opener;
                setViewingId(row.id);
              }}
              onSetStatus={(row, next) =>
                void statusChange.run(row, () => onSetStatus(row.id, next))
              }
              refreshing={refreshing}
              empty={
                <EmptyState
                  icon={<Users />}
                  title={texts.emptyTitle}
                  hint={filtering ? texts.emptyFilteredHint : texts.emptyHint}
                  titleAs={Item}
                  bordered={false}
                />
              }
              format={format}
              now={now}
              texts={texts}
            />
            <UserPagination
              page={page}
              pageSize={pageSize}
              firstRow={(data.page - 1) * data.pageSize + 1}
              shownCount={rows.length}
              matching={data.matching}
              onPageChange={onPageChange}
              onPageSizeChange={onPageSizeChange}
              texts={texts}
            />
            <UserDetailsDialog
              user={rows.find((row) => row.id === viewingId) ?? null}
              onClose={() => setViewingId(null)}
              returnFocus={() => viewOpener.current?.focus()}
              format={format}
              now={now}
              texts={texts}
            />
          </>
        )
      }
    </AdminListPage>
  );
}

/** The page's shape while its request runs: five tiles, the filter bar, a table. */
function UserManagementSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="user-management-skeleton">
      <div className="flex flex-col gap-6">
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <div
              key={i}
              className="flex flex-col gap-3 rounded-lg border border-border p-5 first:col-span-2 md:first:col-span-1"
            >
              <Skeleton shape="text" width="w-24" />
              <Skeleton className="h-8" width="w-20" />
            </div>
          ))}
        </div>
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_repeat(3,12rem)]">
          <Skeleton className="h-10 md:col-span-2 xl:col-span-1" width="w-full" />
          <Skeleton className="h-10" width="w-full" />
          <Skeleton className="h-10" width="w-full" />
          <Skeleton className="h-10 md:col-span-2 xl:col-span-1" width="w-full" />
        </div>
        <div className="flex flex-col rounded-lg border border-border">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div
              key={i}
              className="flex items-center gap-4 border-b border-border px-4 py-3 last:border-b-0"
            >
              <Skeleton className="size-5" />
              <Skeleton shape="circle" className="size-8" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton shape="text" width="w-40" />
                <Skeleton shape="text" width="w-56" />
              </div>
              <Skeleton className="h-6 max-md:hidden" width="w-20" />
              <Skeleton className="h-6 max-md:hidden" width="w-16" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
