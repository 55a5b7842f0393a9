import * as tableMessages from '@lp/locales/en/ui-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { useMessages } from '../i18n';
import { ChevronDown, ChevronsUpDown, ChevronUp } from '../icon';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import type { SortState } from './table-rules';
import { useDataTable, type DataTableColumn, type UseDataTableOptions } from './use-data-table';

export interface DataTableProps<Row> extends UseDataTableOptions<Row> {
  /** The table's accessible name, e.g. 'Users'. */
  label: string;
  /** Shows per-row checkboxes and a select-all in the header. @default false */
  selectable?: boolean;
  /** The bulk actions, shown in a bar above the table while rows are selected. */
  bulkActions?: (selectedIds: string[]) => ReactNode;
  /** The bar's count text. @default (n) => `${n} selected` */
  selectedLabel?: (count: number) => string;
  /** The select-all checkbox's name. @default 'Select all rows' */
  selectAllLabel?: string;
  /** A row checkbox's name. @default (row, index) => `Select row ${index + 1}` */
  rowSelectLabel?: (row: Row, index: number) => string;
  /** Shows skeleton rows and marks the table busy. @default false */
  loading?: boolean;
  /** Spoken while loading. @default 'Loading...' */
  loadingLabel?: string;
  /** What shows with no rows. @default an EmptyState reading 'No results found' */
  empty?: ReactNode;
  /** The height of a row in px; rows are one line, virtualized at this size. @default 48 */
  rowHeight?: number;
  /** The most the table grows before it scrolls (px or CSS length). @default 480 */
  maxHeight?: number | string;
  /** Rows rendered beyond the visible ones on each side. @default 8 */
  overscan?: number;
  /** The narrowest the table gets before it scrolls sideways (px or CSS length). @default 640 */
  minWidth?: number | string;
  /** Called when a row is clicked (not on its checkbox). */
  onRowClick?: (row: Row) => void;
  /** Extra classes on the outer element. */
  className?: string;
}

function cssSize(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

/**
 * A cell of text is data in its own language (a name, an e-mail, "12 hours"): in a `<bdi>` it
 * keeps its own direction (no "hours 12" right to left) while the column stays aligned to the
 * page's start. A cell that renders elements lays them out itself.
 */
function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? (
    <bdi>{content}</bdi>
  ) : (
    content
  );
}

function SortIcon({ direction }: { direction: SortState['direction'] | undefined }) {
  return direction === 'ascending' ? (
    <ChevronUp aria-hidden="true" className="size-3.5 shrink-0" />
  ) : direction === 'descending' ? (
    <ChevronDown aria-hidden="true" className="size-3.5 shrink-0" />
  ) : (
    <ChevronsUpDown aria-hidden="true" className="size-3.5 shrink-0 opacity-50" />
  );
}

/** A native checkbox that can show the mixed state (only settable from script). */
function SelectCheckbox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      data-slot="data-table-checkbox"
      aria-label={label}
      checked={checked}
      aria-checked={indeterminate ? 'mixed' : checked}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
      className="size-4 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    />
  );
}

interface RowProps<Row> {
  row: Row;
  index: number;
  id: string;
  columns: readonly DataTableColumn<Row>[];
  selectable: boolean;
  isSelected: boolean;
  rowHeight: number;
  selectLabel: string;
  onToggle: (id: string) => void;
  onRowClick?: (row: Row) => void;
}

function DataTableRowImpl<Row>({
  row,
  index,
  id,
  columns,
  selectable,
  isSelected,
  rowHeight,
  selectLabel,
  onToggle,
  onRowClick,
}: RowProps<Row>) {
  return (
    <tr
      data-slot="data-table-row"
      data-state={isSelected ? 'selected' : undefined}
      aria-rowindex={index + 2}
      style={{ height: rowHeight }}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      className={cn(
        'border-b border-border text-text hover:bg-surface-sunken data-[state=selected]:bg-primary-subtle',
        onRowClick && 'cursor-pointer',
      )}
    >
      {selectable && (
        <td className="w-12 px-4">
          <SelectCheckbox checked={isSelected} label={selectLabel} onChange={() => onToggle(id)} />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          data-slot="data-table-cell"
          className={cn(
            'truncate px-4 text-sm whitespace-nowrap',
            alignClass[column.align ?? 'start'],
          )}
        >
          {isolated(column.cell(row))}
        </td>
      ))}
    </tr>
  );
}

// Rows re-render only when their own data or selection changes, not on every scroll or keystroke.
const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;

/**
 * A data table for admin lists: sortable headers, row selection with a select-all over the
 * filtered rows and a bulk-action bar, a sticky header, and virtualized rows for 10,000+ entries.
 */
export function DataTable<Row>({
  label,
  selectable = false,
  bulkActions,
  selectedLabel: selectedLabelProp,
  selectAllLabel: selectAllLabelProp,
  rowSelectLabel: rowSelectLabelProp,
  loading = false,
  loadingLabel: loadingLabelProp,
  empty,
  rowHeight = 48,
  maxHeight = 480,
  overscan = 8,
  minWidth = 640,
  onRowClick,
  className,
  ...options
}: DataTableProps<Row>) {
  const text = useMessages(tableMessages);
  const selectedLabel = selectedLabelProp ?? ((count: number) => text.selectedLabel({ count }));
  const selectAllLabel = selectAllLabelProp ?? text.selectAllLabel;
  const rowSelectLabel =
    rowSelectLabelProp ?? ((_row: Row, index: number) => text.rowSelectLabel({ row: index + 1 }));
  const loadingLabel = loadingLabelProp ?? text.loadingLabel;
  const { columns } = options;
  const table = useDataTable(options);
  const { viewRows, viewIds, selected, selectAll, sort } = table;
  const scrollRef = useRef<HTMLDivElement>(null);
  const maxHeightPx = typeof maxHeight === 'number' ? maxHeight : 480;

  // eslint-disable-next-line react-hooks/incompatible-library -- rows are memoised by DataTableRow on their own props, not by the compiler
  const virtualizer = useVirtualizer({
    count: loading ? 0 : viewRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // Before the first measurement, and while the scroller has no layout (a hidden tab, jsdom),
    // assume the full height so a first page of rows renders instead of none.
    initialRect: { width: 1024, height: maxHeightPx },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: maxHeightPx }),
      ),
  });
  // A new search starts at the top of its results, not somewhere in the middle of them.
  const filter = options.filter;
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [filter]);

  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const paddingTop = items.length > 0 ? items[0]!.start : 0;
  const paddingBottom = items.length > 0 ? total - items[items.length - 1]!.end : 0;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const selectedCount = selected.size;

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-2', className)}>
      {selectable && bulkActions && selectedCount > 0 && (
        <div
          data-slot="data-table-bulk-bar"
          className="flex flex-wrap items-center gap-3 rounded-md border border-primary bg-primary-subtle px-4 py-2 text-sm text-text"
        >
          <span data-slot="data-table-selected-count" className="font-medium">
            {selectedLabel(selectedCount)}
          </span>
          <div className="flex flex-wrap items-center gap-2">{bulkActions([...selected])}</div>
        </div>
      )}
      <div
        ref={scrollRef}
        data-slot="data-table-scroller"
        tabIndex={0}
        role="region"
        aria-label={label}
        className="relative overflow-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        style={{ maxHeight: cssSize(maxHeight) }}
      >
        <table
          aria-label={label}
          aria-rowcount={loading ? -1 : viewRows.length + 1}
          aria-busy={loading || undefined}
          className="w-full table-fixed border-separate border-spacing-0 bg-surface"
          style={{ minWidth: cssSize(minWidth) }}
        >
          <colgroup>
            {selectable && <col style={{ width: 48 }} />}
            {columns.map((column) => (
              <col key={column.id} style={{ width: cssSize(column.width) }} />
            ))}
          </colgroup>
          <thead data-slot="data-table-header" className="sticky top-0 z-sticky bg-surface-raised">
            <tr aria-rowindex={1}>
              {selectable && (
                <th scope="col" className="w-12 border-b border-border px-4 py-3 text-start">
                  <SelectCheckbox
                    checked={selectAll === 'all'}
                    indeterminate={selectAll === 'some'}
                    label={selectAllLabel}
                    onChange={table.toggleAll}
                  />
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                    className={cn(
                      'border-b border-border px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-text-muted uppercase',
                      alignClass[column.align ?? 'start'],
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        data-slot="data-table-sort"
                        onClick={() => table.toggleSort(column.id)}
                        className="-mx-1 inline-flex min-h-6 cursor-pointer items-center gap-1 rounded-sm px-1 uppercase hover:text-text focus-visible:outline-2 focus-visible:outline-ring forced-colors:border forced-colors:border-[ButtonText]"
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} data-slot="data-table-loading-row" style={{ height: rowHeight }}>
                  {Array.from({ length: columnCount }, (_, j) => (
                    <td key={j} className="border-b border-border px-4">
                      <Skeleton shape="text" />
                    </td>
                  ))}
                </tr>
              ))
            ) : viewRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="p-4">
                  {empty ?? <EmptyState title={text.emptyTitle} bordered={false} />}
                </td>
              </tr>
            ) : (
              <>
                {paddingTop > 0 && (
                  <tr aria-hidden="true" data-slot="data-table-spacer">
                    <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = viewRows[item.index]!;
                  const id = viewIds[item.index]!;
                  return (
                    <DataTableRow
                      key={id}
                      row={row}
                      index={item.index}
                      id={id}
                      columns={columns}
                      selectable={selectable}
                      isSelected={selected.has(id)}
                      rowHeight={rowHeight}
                      selectLabel={rowSelectLabel(row, item.index)}
                      onToggle={table.toggleRow}
                      onRowClick={onRowClick}
                    />
                  );
                })}
                {paddingBottom > 0 && (
                  <tr aria-hidden="true" data-slot="data-table-spacer">
                    <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
                  </tr>
                )}
              </>
            )}
          </tbody>
        </table>
        {loading && (
          <span className="sr-only" role="status">
            {loadingLabel}
          </span>
        )}
      </div>
    </div>
  );
}
