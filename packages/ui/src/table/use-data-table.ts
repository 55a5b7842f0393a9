import { toggleRow as toggleRowSelection, toggleSelectAll } from '@lp/contract';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  nextSort,
  rowSelectionState,
  sortRows,
  type SelectAllState,
  type SortState,
} from './table-rules';

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  /** A stable id, used for sorting and keys. */
  id: string;
  /** The header's content. */
  header: ReactNode;
  /** Renders the cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Whether the header sorts the rows. Needs `sortValue` unless the caller sorts. @default false */
  sortable?: boolean;
  /** The key to sort by: numbers sort numerically, text naturally. */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** The column's width: px as a number or any CSS width. @default shares the rest */
  width?: number | string;
  /** Text alignment of the column. @default 'start' */
  align?: 'start' | 'center' | 'end';
}

export interface UseDataTableOptions<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The search text. With `getFilterText` the table filters; without it the caller passes filtered rows. */
  filter?: string;
  /** The text of a row that `filter` searches. */
  getFilterText?: (row: Row) => string;
  /** The sort, when the caller controls it. */
  sort?: SortState | null;
  /** The starting sort, when the table controls it. @default null */
  defaultSort?: SortState | null;
  /** Called with the new sort after a header click. */
  onSortChange?: (sort: SortState | null) => void;
  /** The caller sorts `rows` itself; the headers only report `onSortChange`. @default false */
  manualSorting?: boolean;
  /** The selected row ids, when the caller controls them. */
  selected?: ReadonlySet<string>;
  /** The starting selection, when the table controls it. */
  defaultSelected?: ReadonlySet<string>;
  /** Called with the new selection. */
  onSelectedChange?: (selected: Set<string>) => void;
}

export interface DataTableState<Row> {
  /** The rows to show, filtered and sorted. */
  viewRows: readonly Row[];
  /** Their ids, in order. */
  viewIds: string[];
  sort: SortState | null;
  selected: ReadonlySet<string>;
  /** None, some or all of the rows in view are selected. */
  selectAll: SelectAllState;
  /** Applies a header click to the sort. */
  toggleSort: (columnId: string) => void;
  /** The select-all checkbox: all rows in view, or none when all were selected. */
  toggleAll: () => void;
  toggleRow: (id: string) => void;
  clearSelection: () => void;
}

const EMPTY: ReadonlySet<string> = new Set();

/** The behaviour of `DataTable` without its markup: filter, sort and select, controlled or not. */
export function useDataTable<Row>({
  rows,
  columns,
  getRowId,
  filter = '',
  getFilterText,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  selected: selectedProp,
  defaultSelected = EMPTY,
  onSelectedChange,
}: UseDataTableOptions<Row>): DataTableState<Row> {
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const [ownSelected, setOwnSelected] = useState<ReadonlySet<string>>(defaultSelected);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const selected = selectedProp ?? ownSelected;

  // Each row's search text is built and lower-cased once per rows, not once per keystroke.
  const searchText = useMemo(
    () => (getFilterText ? rows.map((row) => getFilterText(row).toLowerCase()) : null),
    [rows, getFilterText],
  );
  const filtered = useMemo(() => {
    if (!searchText) return rows;
    const needle = filter.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter((_row, index) => searchText[index]!.includes(needle));
  }, [rows, filter, searchText]);

  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const sortKey = sortColumn?.sortValue;
  const viewRows = useMemo(
    () =>
      !manualSorting && sort && sortKey ? sortRows(filtered, sortKey, sort.direction) : filtered,
    [filtered, manualSorting, sort, sortKey],
  );
  const viewIds = useMemo(() => viewRows.map(getRowId), [viewRows, getRowId]);

  const setSelected = useCallback(
    (next: Set<string>) => {
      if (selectedProp === undefined) setOwnSelected(next);
      onSelectedChange?.(next);
    },
    [selectedProp, onSelectedChange],
  );

  const toggleSort = useCallback(
    (columnId: string) => {
      const next = nextSort(sort, columnId);
      if (sortProp === undefined) setOwnSort(next);
      onSortChange?.(next);
    },
    [sort, sortProp, onSortChange],
  );

  // Row checkboxes get one stable toggle, so memoized rows skip re-rendering on unrelated updates.
  const latest = useRef({ selected, setSelected });
  useLayoutEffect(() => {
    latest.current = { selected, setSelected };
  });
  const toggleRow = useCallback((id: string) => {
    const current = latest.current;
    current.setSelected(toggleRowSelection(current.selected, id));
  }, []);

  return {
    viewRows,
    viewIds,
    sort,
    selected,
    selectAll: useMemo(() => rowSelectionState(selected, viewIds), [selected, viewIds]),
    toggleSort,
    toggleAll: () => setSelected(toggleSelectAll(selected, viewIds)),
    toggleRow,
    clearSelection: () => setSelected(new Set()),
  };
}
