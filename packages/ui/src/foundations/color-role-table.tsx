import { DocTable, type DocColumn } from './doc-table';
import { meetsTarget, type RoleContrastRow } from './role-contrast';
import { Swatch } from './swatch';

const columns: ReadonlyArray<DocColumn<RoleContrastRow>> = [
  {
    header: 'Role',
    rowHeader: true,
    cell: (row) => (
      <span className="flex items-center gap-2">
        <Swatch color={row.value} />
        <code>{row.role}</code>
      </span>
    ),
  },
  { header: 'Value', cell: (row) => <code>{row.value}</code> },
  {
    header: 'Contrast',
    cell: (row) =>
      row.contrast === null ? (
        <span className="text-text-muted">none</span>
      ) : (
        <span className="whitespace-nowrap">
          {`${row.contrast.toFixed(2)}:1`}
          {row.target === null ? null : (
            <span className="ms-1">
              {meetsTarget(row) ? `(AA, ≥ ${row.target}:1)` : `(below ${row.target}:1)`}
            </span>
          )}
        </span>
      ),
  },
  {
    header: 'Against',
    cell: (row) =>
      row.against.length === 0 ? (
        <span className="text-text-muted">-</span>
      ) : (
        <span className="text-xs">{row.against.join(', ')}</span>
      ),
  },
  { header: 'Use', cell: (row) => <span className="text-xs">{row.use}</span> },
];

/** Colour roles with a swatch, value and the lowest contrast against what each must stand out from. */
export function ColorRoleTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly RoleContrastRow[];
}) {
  return <DocTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.role} />;
}
