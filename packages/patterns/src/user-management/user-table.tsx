import type { AdminUserRow } from '@lp/contract/api';
import {
  Avatar,
  Badge,
  Button,
  Checkbox,
  SimpleTooltip,
  Spinner,
  cn,
  type BadgeProps,
  type CheckedState,
} from '@lp/ui';
import { Ban, Eye, RotateCcw } from '@lp/ui/icons';
import { useId, type ReactNode } from 'react';
import type { UserManagementTexts } from './user-management-texts';
import type { UserFormatters, UserManagementRole } from './user-management-types';

const roleTone: Record<UserManagementRole, NonNullable<BadgeProps['variant']>> = {
  student: 'neutral',
  teacher: 'info',
  university_admin: 'warning',
  admin: 'brand',
};

export interface UserTableProps {
  rows: readonly AdminUserRow[];
  /** The selected ids (of these rows). */
  selected: ReadonlySet<string>;
  /** The select-all checkbox's state over the rows that can be selected. */
  selectAll: CheckedState;
  onToggleAll: () => void;
  onToggle: (id: string) => void;
  /** The signed-in user's row: it cannot be selected or suspended. */
  currentUserId?: string;
  /** The row whose status change is running. */
  busyId: string | null;
  /** Opens the details; `opener` gets focus back when they close. */
  onView: (row: AdminUserRow, opener: HTMLElement) => void;
  onSetStatus: (row: AdminUserRow, status: 'active' | 'suspended') => void;
  /** The previous page stays while the next loads: the table says it is busy. */
  refreshing: boolean;
  /** What shows in place of the rows when there are none. */
  empty: ReactNode;
  format: UserFormatters;
  now: number;
  texts: UserManagementTexts;
}

const headClasses =
  'border-b border-border px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-text-muted uppercase';
const cellClasses = 'border-b border-border px-4 py-3 align-middle text-sm';

/**
 * The page of users: name and e-mail, role, status, department, last active and the row
 * actions, with a checkbox per row and a select-all over the page. Own markup rather than ui's
 * DataTable: that one cannot lock a row's checkbox (the signed-in user) or stay on screen busy.
 */
export function UserTable({
  rows,
  selected,
  selectAll,
  onToggleAll,
  onToggle,
  currentUserId,
  busyId,
  onView,
  onSetStatus,
  refreshing,
  empty,
  format,
  now,
  texts,
}: UserTableProps) {
  const selfNoteId = useId();
  const anySelectable = rows.some((row) => row.id !== currentUserId);

  return (
    <div
      data-slot="user-table-scroller"
      role="region"
      aria-label={texts.tableLabel}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table
        data-slot="user-table"
        aria-label={texts.tableLabel}
        aria-busy={refreshing || undefined}
        data-refreshing={refreshing || undefined}
        className="w-full min-w-[56rem] border-separate border-spacing-0 data-refreshing:cursor-progress"
      >
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className={cn(headClasses, 'w-12 text-start')}>
              <Checkbox
                aria-label={texts.selectAll}
                checked={selectAll}
                disabled={!anySelectable}
                onCheckedChange={onToggleAll}
              />
            </th>
            <th scope="col" className={cn(headClasses, 'text-start')}>
              {texts.columnUser}
            </th>
            <th scope="col" className={cn(headClasses, 'text-start')}>
              {texts.columnRole}
            </th>
            <th scope="col" className={cn(headClasses, 'text-start')}>
              {texts.columnStatus}
            </th>
            <th scope="col" className={cn(headClasses, 'text-start')}>
              {texts.columnDepartment}
            </th>
            <th scope="col" className={cn(headClasses, 'text-start')}>
              {texts.columnLastActive}
            </th>
            <th scope="col" className={cn(headClasses, 'text-end')}>
              {texts.columnActions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="p-4">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const self = row.id === currentUserId;
              const isSelected = selected.has(row.id);
              const busy = busyId === row.id;
              const suspended = row.status === 'suspended';
              const statusLabel = suspended
                ? texts.activateUser(row.name)
                : texts.suspendUser(row.name);
              return (
                <tr
                  key={row.id}
                  data-slot="user-row"
                  data-state={isSelected ? 'selected' : undefined}
                  data-self={self || undefined}
                  className="text-text hover:bg-surface-sunken data-[state=selected]:bg-primary-subtle"
                >
                  <td className={cellClasses}>
                    <Checkbox
                      aria-label={texts.selectUser(row.name)}
                      checked={isSelected}
                      disabled={self}
                      aria-describedby={self ? selfNoteId : undefined}
                      onCheckedChange={() => onToggle(row.id)}
                    />
                  </td>
                  <td className={cellClasses}>
                    <div className="flex min-w-0 items-center gap-3">
                      <Avatar name={row.name} src={row.avatarUrl} size="sm" aria-hidden="true" />
                      <div className="flex min-w-0 flex-col">
                        <span className="flex flex-wrap items-center gap-2 font-medium">
                          <span dir="auto" className="break-words">
                            {row.name}
                          </span>
                          {self ? <Badge variant="info">{texts.you}</Badge> : null}
                        </span>
                        <span dir="auto" className="text-text-muted break-all">
                          {row.email}
                        </span>
                      </div>
                    </div>
                  </td>
                  <td className={cellClasses}>
                    <Badge variant={roleTone[row.role]}>{texts.roleLabels[row.role]}</Badge>
                  </td>
                  <td className={cellClasses}>
                    <Badge status={row.status}>{texts.statusLabels[row.status]}</Badge>
                  </td>
                  <td className={cn(cellClasses, 'break-words')}>{row.department}</td>
                  <td className={cn(cellClasses, 'whitespace-nowrap text-text-muted')}>
                    {row.lastActiveAt ? (
                      <time dateTime={row.lastActiveAt}>
                        {format.since(row.lastActiveAt, now) ?? texts.never}
                      </time>
                    ) : (
                      texts.never
                    )}
                  </td>
                  <td className={cellClasses}>
                    <div className="flex items-center justify-end gap-1">
                      <SimpleTooltip content={texts.viewDetails(row.name)}>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={texts.viewDetails(row.name)}
                          onClick={(event) => onView(row, event.currentTarget)}
                        >
                          <Eye aria-hidden="true" />
                        </Button>
                      </SimpleTooltip>
                      {self ? null : (
                        <SimpleTooltip content={statusLabel}>
                          <Button
                            variant="ghost"
                            size="icon"
                            data-slot={suspended ? 'user-activate' : 'user-suspend'}
                            aria-label={statusLabel}
                            loading={busy}
                            loadingText={<></>}
                            // One change at a time: the other rows wait for the running one.
                            disabled={busyId !== null && !busy}
                            onClick={() => onSetStatus(row, suspended ? 'active' : 'suspended')}
                          >
                            {suspended ? (
                              <RotateCcw aria-hidden="true" />
                            ) : (
                              <Ban aria-hidden="true" />
                            )}
                          </Button>
                        </SimpleTooltip>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      {refreshing ? (
        <span
          aria-hidden="true"
          data-slot="user-table-refreshing"
          className="absolute end-3 top-3 text-primary-text"
        >
          <Spinner />
        </span>
      ) : null}
      <p id={selfNoteId} hidden>
        {texts.selfLocked}
      </p>
    </div>
  );
}
