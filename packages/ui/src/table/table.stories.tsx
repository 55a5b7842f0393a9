import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { generateUsers, userFilterText, userId, type SampleUser } from './sample-users';
import { DataTable } from './table';
import type { DataTableColumn } from './use-data-table';

const columns: DataTableColumn<SampleUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => u.name, sortable: true, sortValue: (u) => u.name },
  {
    id: 'email',
    header: 'Email',
    cell: (u) => <span className="text-text-muted">{u.email}</span>,
    sortable: true,
    sortValue: (u) => u.email,
    width: '32%',
  },
  {
    id: 'role',
    header: 'Role',
    cell: (u) => u.role,
    sortable: true,
    sortValue: (u) => u.role,
    width: 150,
  },
  { id: 'status', header: 'Status', cell: (u) => <Badge status={u.status} />, width: 130 },
  {
    id: 'courses',
    header: 'Courses',
    cell: (u) => u.coursesEnrolled,
    sortable: true,
    sortValue: (u) => u.coursesEnrolled,
    width: 110,
    align: 'end',
  },
];

const fifty = generateUsers(50);
const tenThousand = generateUsers(10_000);

const meta = {
  title: 'Table/DataTable',
  component: DataTable<SampleUser>,
  tags: ['autodocs'],
  args: { label: 'Users', rows: fifty, columns, getRowId: userId, maxHeight: 420 },
} satisfies Meta<typeof DataTable<SampleUser>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-rowcount', '51');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

/** Sorted by courses, descending; the header button is driven by the keyboard. */
export const Sorted: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Courses' });
    within(header).getByRole('button', { name: 'Courses' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow).getAllByRole('cell')[4]).toHaveTextContent('8');
  },
};

function WithSearch(args: React.ComponentProps<typeof DataTable<SampleUser>>) {
  const [filter, setFilter] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-text">
        Search users
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="h-10 w-(--lp-size-search-width) max-w-full rounded-md border border-border-strong bg-surface px-3 text-text"
        />
      </label>
      <DataTable {...args} filter={filter} getFilterText={userFilterText} />
    </div>
  );
}

const bulkActions = () => (
  <>
    <Button size="sm" variant="outline">
      Message
    </Button>
    <Button size="sm" variant="outline">
      Export
    </Button>
    <Button size="sm" variant="destructive">
      Suspend
    </Button>
  </>
);

/** Spec 2 §2.14: select-all takes every filtered row, the bulk bar offers Message, Export and Suspend. */
export const WithSelection: Story = {
  args: {
    selectable: true,
    bulkActions,
    rowSelectLabel: (u) => `Select ${u.name}`,
    onSelectedChange: fn(),
  },
  render: (args) => <WithSearch {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'grace');
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Grace Lovelace 3' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(canvas.getByText('5 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await userEvent.click(all);
    await expect(canvas.queryByText(/selected/)).toBeNull();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(new Set());
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        title="No universities found"
        hint="Try adjusting your search or filter criteria."
        bordered={false}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No universities found' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 10,000 rows: only the visible window (plus overscan) is in the DOM, with true row indices. */
export const TenThousandRows: Story = {
  args: { rows: tenThousand, selectable: true, bulkActions },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = canvas.getAllByRole('row').length - 1;
    await expect(rendered).toBeLessThan(40);
    const scroller = canvas.getByRole('region', { name: 'Users' });
    scroller.scrollTop = 48 * 5000;
    await waitFor(() => expect(canvas.getByText('Ada Lovelace 5001')).toBeInTheDocument());
    const row = canvas.getByText('Ada Lovelace 5001').closest('tr');
    await expect(row).toHaveAttribute('aria-rowindex', '5002');
  },
};

export const Mobile: Story = {
  // Right to left at 375 px, the select-all checkbox is partly covered (axe target-size, found
  // by stories-ar, issue 34): a known defect, left out of the Arabic run until it is fixed.
  tags: ['known-rtl-defect'],
  args: { selectable: true, bulkActions },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Selected, hovered-looking and plain rows with every status badge: the visual review matrix. */
export const AllStates: Story = {
  args: {
    rows: fifty.slice(0, 8),
    selectable: true,
    bulkActions,
    defaultSelected: new Set(['user-2', 'user-3']),
    defaultSort: { columnId: 'name', direction: 'ascending' },
  },
};
