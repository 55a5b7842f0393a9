import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  generateUsers,
  userColumns,
  userFilterText,
  userId,
  type SampleUser,
} from './sample-users';
import { DataTable } from './table';
import * as esTable from '@lp/locales/es/ui-table';
import { I18nProvider } from '../i18n';

const users: SampleUser[] = [
  {
    id: 'u1',
    name: 'Carol',
    email: 'carol@uni.edu',
    role: 'teacher',
    status: 'active',
    department: 'Math',
    coursesEnrolled: 2,
  },
  {
    id: 'u2',
    name: 'alice',
    email: 'alice@uni.edu',
    role: 'student',
    status: 'pending',
    department: 'Math',
    coursesEnrolled: 7,
  },
  {
    id: 'u3',
    name: 'Bob',
    email: 'bob@uni.edu',
    role: 'admin',
    status: 'suspended',
    department: 'Art',
    coursesEnrolled: 0,
  },
];

const bodyNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

function UserTable(props: Partial<React.ComponentProps<typeof DataTable<SampleUser>>>) {
  return (
    <DataTable
      label="Users"
      rows={users}
      columns={userColumns}
      getRowId={userId}
      getFilterText={userFilterText}
      selectable
      rowSelectLabel={(u) => `Select ${u.name}`}
      bulkActions={() => <button type="button">Suspend</button>}
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('sorts by a header button and exposes the direction with aria-sort', async () => {
    render(<UserTable />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['alice', 'Bob', 'Carol']);
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'alice']);
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(bodyNames()).toEqual(['Carol', 'alice', 'Bob']);
  });

  it('does not offer sorting on columns that are not sortable', () => {
    render(<UserTable />);
    const status = screen.getByRole('columnheader', { name: 'Status' });
    expect(status).not.toHaveAttribute('aria-sort');
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('selects rows, shows the bulk bar with the count, and marks select-all mixed', async () => {
    render(<UserTable />);
    expect(screen.queryByText(/selected/)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect((all as HTMLInputElement).indeterminate).toBe(true);
  });

  it('select-all takes every filtered row, then clears when all are selected (spec 2 §4)', async () => {
    const onSelectedChange = vi.fn();
    render(<UserTable filter="uni.edu" onSelectedChange={onSelectedChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(screen.queryByText(/selected/)).toBeNull();
    expect(all).not.toBeChecked();
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set());
  });

  it('filters with the filter value and selects only the filtered rows', async () => {
    function Filtered() {
      const [filter, setFilter] = useState('');
      return (
        <>
          <input
            aria-label="Search users"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <UserTable filter={filter} />
        </>
      );
    }
    render(<Filtered />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), 'ALI');
    expect(bodyNames()).toEqual(['alice']);
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', () => {
    render(<UserTable filter="nobody" />);
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('isolates a text cell, so data in its own language keeps its direction right to left', () => {
    render(<UserTable />);
    const firstRow = screen.getAllByRole('row')[1]!;
    const textCells = within(firstRow)
      .getAllByRole('cell')
      .filter((cell) => cell.querySelector('input, button, a') === null);
    expect(textCells.length).toBeGreaterThan(0);
    for (const cell of textCells) expect(cell.firstElementChild?.tagName).toBe('BDI');
  });

  it('marks the table busy while loading', () => {
    render(<UserTable loading />);
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('renders only a window of 10,000 rows with their true row indices', () => {
    render(<UserTable rows={generateUsers(10_000)} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('calls onRowClick for a row but not for its checkbox', async () => {
    const onRowClick = vi.fn();
    render(<UserTable onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('Carol'));
    expect(onRowClick).toHaveBeenCalledWith(users[0]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Carol' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable, controlled', () => {
  it('reports sort and selection changes without changing what the caller passed', async () => {
    const onSortChange = vi.fn();
    const onSelectedChange = vi.fn();
    render(
      <UserTable
        sort={{ columnId: 'name', direction: 'descending' }}
        onSortChange={onSortChange}
        selected={new Set(['u1'])}
        onSelectedChange={onSelectedChange}
      />,
    );
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'alice']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith(null);
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'alice']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob' }));
    expect(onSelectedChange).toHaveBeenCalledWith(new Set(['u1', 'u3']));
    expect(screen.getByRole('checkbox', { name: 'Select Bob' })).not.toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('leaves sorting to the caller with manualSorting', async () => {
    const onSortChange = vi.fn();
    render(<UserTable manualSorting onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(bodyNames()).toEqual(['Carol', 'alice', 'Bob']);
  });
});

describe('DataTable in another language', () => {
  const spanish = { locale: 'es', ready: new Map([[esTable.id, esTable.default]]) };

  it('names its selection and counts it in the page language', async () => {
    render(
      <I18nProvider translations={spanish}>
        <DataTable
          label="Usuarios"
          rows={users}
          columns={userColumns}
          getRowId={userId}
          getFilterText={userFilterText}
          selectable
          bulkActions={() => null}
        />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar fila 1' }));
    expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    expect(screen.getByText('3 seleccionados')).toBeInTheDocument();
  });

  it('says when nothing matches in the page language', () => {
    render(
      <I18nProvider translations={spanish}>
        <DataTable label="Usuarios" rows={[]} columns={userColumns} getRowId={userId} />
      </I18nProvider>,
    );
    expect(screen.getByText('No se encontraron resultados')).toBeInTheDocument();
  });
});
