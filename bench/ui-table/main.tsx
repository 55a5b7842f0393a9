// DataTable benchmark: `node scripts/bench-browser.mjs ui-table`. Mounts the virtualized
// DataTable with 10,000 rows, types a filter one character at a time and measures each
// keystroke from the state update to the next paint; then the same with a plain table that
// renders every row, for comparison. Prints figures; nothing here passes or fails on time.
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../packages/ui/src/styles/global.css';
import { DataTable } from '../../packages/ui/src/table';
import { filterRows } from '../../packages/ui/src/table/table-rules';
import {
  generateUsers,
  userColumns,
  userFilterText,
  userId,
  type SampleUser,
} from '../../packages/ui/src/table/sample-users';

type Figure = { label: string; value: number; unit: string };

const ROWS = 10_000;
const QUERY = 'grace lovelace 12';

/** Resolves after the next frame has been painted (rAF, then a task after the frame). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (p === 50) {
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const countRows = (slot: string) => document.querySelectorAll(`[data-slot="${slot}"]`).length;

/** The baseline: the same filter, every matching row rendered as a plain table row. */
function PlainTable({ rows, filter }: { rows: readonly SampleUser[]; filter: string }) {
  const visible = filterRows(rows, filter, userFilterText);
  return (
    <div style={{ maxHeight: 640, overflow: 'auto' }}>
      <table aria-label="Users">
        <tbody>
          {visible.map((row) => (
            <tr key={row.id} data-slot="plain-row">
              <td>
                <input type="checkbox" aria-label={`Select ${row.name}`} />
              </td>
              {userColumns.map((column) => (
                <td key={column.id}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Measured {
  mountMs: number;
  keystrokes: number[];
  mountedRows: number;
  rowsAfterFilter: number;
}

async function measure(
  render: (filter: string) => React.ReactNode,
  rowSlot: string,
): Promise<Measured> {
  const host = document.createElement('div');
  host.style.width = '1200px';
  document.body.append(host);
  const root = createRoot(host);

  const control = { setFilter: (_value: string) => {} };
  function Harness() {
    const [filter, setFilter] = useState('');
    // Layout effects run inside flushSync, so the setter is in place once the mount returns.
    useLayoutEffect(() => {
      control.setFilter = setFilter;
    }, [setFilter]);
    return render(filter);
  }

  const mountStart = performance.now();
  flushSync(() => root.render(<Harness />));
  await nextPaint();
  const mountMs = performance.now() - mountStart;
  const mountedRows = countRows(rowSlot);

  // Warm the filter path once so the first measured keystroke is not a JIT outlier.
  flushSync(() => control.setFilter('x'));
  await nextPaint();
  flushSync(() => control.setFilter(''));
  await nextPaint();

  const keystrokes: number[] = [];
  for (let i = 1; i <= QUERY.length; i += 1) {
    const start = performance.now();
    flushSync(() => control.setFilter(QUERY.slice(0, i)));
    await nextPaint();
    keystrokes.push(performance.now() - start);
  }
  const rowsAfterFilter = countRows(rowSlot);
  root.unmount();
  host.remove();
  return { mountMs, keystrokes, mountedRows, rowsAfterFilter };
}

export async function run(): Promise<Figure[]> {
  const rows = generateUsers(ROWS);
  const table = await measure(
    (filter) => (
      <DataTable
        label="Users"
        rows={rows}
        columns={userColumns}
        getRowId={userId}
        filter={filter}
        getFilterText={userFilterText}
        selectable
        maxHeight={640}
      />
    ),
    'data-table-row',
  );
  const plain = await measure((filter) => <PlainTable rows={rows} filter={filter} />, 'plain-row');
  const n = ROWS.toLocaleString('en');
  return [
    { label: `DataTable mount, ${n} rows`, value: table.mountMs, unit: 'ms' },
    {
      label: `DataTable keystroke to paint, median (${QUERY.length} keys)`,
      value: percentile(table.keystrokes, 50),
      unit: 'ms',
    },
    {
      label: 'DataTable keystroke to paint, p95',
      value: percentile(table.keystrokes, 95),
      unit: 'ms',
    },
    { label: `DataTable row elements mounted (of ${n})`, value: table.mountedRows, unit: 'rows' },
    { label: `DataTable rows after "${QUERY}"`, value: table.rowsAfterFilter, unit: 'rows' },
    { label: `baseline plain table mount, ${n} rows`, value: plain.mountMs, unit: 'ms' },
    {
      label: 'baseline keystroke to paint, median',
      value: percentile(plain.keystrokes, 50),
      unit: 'ms',
    },
    {
      label: 'baseline keystroke to paint, p95',
      value: percentile(plain.keystrokes, 95),
      unit: 'ms',
    },
    { label: 'baseline row elements mounted', value: plain.mountedRows, unit: 'rows' },
  ];
}
