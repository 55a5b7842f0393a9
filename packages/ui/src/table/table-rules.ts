/** Which way a column is sorted, in the words of `aria-sort`. */
export type SortDirection = 'ascending' | 'descending';

/** The table's sort: one column and a direction. */
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** The state of a select-all checkbox over the rows in view. */
export type SelectAllState = 'none' | 'some' | 'all';

/**
 * Whether none, some or all of the rows in view are selected (drives the indeterminate mark).
 * Select-all and single-row toggling are the contract's rules (`toggleSelectAll`, `toggleRow`).
 */
export function rowSelectionState(
  selected: ReadonlySet<string>,
  filteredIds: readonly string[],
): SelectAllState {
  if (filteredIds.length === 0 || selected.size === 0) return 'none';
  let count = 0;
  for (const id of filteredIds) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === filteredIds.length ? 'all' : 'some';
}

/** The next sort after a click on a column's header: ascending, then descending, then unsorted. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'ascending' };
  if (current.direction === 'ascending') return { columnId, direction: 'descending' };
  return null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares two sort keys: numbers numerically, text in natural, case-insensitive order, empty last. */
export function compareValues(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A stably sorted copy of the rows by a key; empty keys stay last in both directions. */
export function sortRows<Row>(
  rows: readonly Row[],
  key: (row: Row) => string | number | null | undefined,
  direction: SortDirection,
): Row[] {
  const keyed = rows.map((row, index) => ({ row, index, value: key(row) }));
  const sign = direction === 'ascending' ? 1 : -1;
  keyed.sort((x, y) => {
    const xEmpty = x.value === null || x.value === undefined || x.value === '';
    const yEmpty = y.value === null || y.value === undefined || y.value === '';
    if (xEmpty !== yEmpty) return xEmpty ? 1 : -1;
    return sign * compareValues(x.value, y.value) || x.index - y.index;
  });
  return keyed.map((entry) => entry.row);
}

/**
 * The rows whose text contains the query, case-insensitively (the search boxes of spec 2:
 * name, e-mail, slug...). A blank query keeps every row.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  query: string,
  text: (row: Row) => string,
): readonly Row[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => text(row).toLowerCase().includes(needle));
}
