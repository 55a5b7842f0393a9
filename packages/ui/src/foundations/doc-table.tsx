import type { ReactNode } from 'react';

export interface DocColumn<Row> {
  /** The column header. */
  header: string;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Marks the column that names the row (a row header for screen readers). @default false */
  rowHeader?: boolean;
}

export interface DocTableProps<Row> {
  /** The table's caption, also its accessible name and the scroll region's. */
  caption: string;
  columns: ReadonlyArray<DocColumn<Row>>;
  rows: readonly Row[];
  /** A stable key for a row. */
  rowKey: (row: Row) => string;
}

/**
 * A plain, captioned table for documentation pages. It scrolls sideways on narrow screens
 * inside a focusable region, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function DocTable<Row>({ caption, columns, rows, rowKey }: DocTableProps<Row>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-slot="doc-table"
      className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full border-collapse text-start text-sm">
        <caption className="px-3 py-2 text-start font-semibold">{caption}</caption>
        <thead className="bg-surface-sunken">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border align-middle">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className="px-3 py-2 font-normal">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className="px-3 py-2">
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
