export { DataTable } from './table';
export type { DataTableProps } from './table';
export { useDataTable } from './use-data-table';
export type { DataTableColumn, UseDataTableOptions, DataTableState } from './use-data-table';
export { filterRows, sortRows, compareValues, nextSort, rowSelectionState } from './table-rules';
export type { SortState, SortDirection, SelectAllState } from './table-rules';
