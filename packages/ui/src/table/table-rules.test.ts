import { describe, expect, it } from 'vitest';
import { compareValues, filterRows, nextSort, rowSelectionState, sortRows } from './table-rules';

describe('selection state (spec 2 §4)', () => {
  it('reports none, some or all of the rows in view for the indeterminate mark', () => {
    expect(rowSelectionState(new Set(), ['a', 'b'])).toBe('none');
    expect(rowSelectionState(new Set(['z']), ['a', 'b'])).toBe('none');
    expect(rowSelectionState(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(rowSelectionState(new Set(['a', 'b', 'z']), ['a', 'b'])).toBe('all');
    expect(rowSelectionState(new Set(['a']), [])).toBe('none');
  });
});

describe('sorting', () => {
  it('cycles a header through ascending, descending and unsorted', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ columnId: 'name', direction: 'ascending' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ columnId: 'name', direction: 'descending' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'email')).toEqual({ columnId: 'email', direction: 'ascending' });
  });

  it('sorts text naturally and case-insensitively, numbers numerically, empty last', () => {
    const rows = ['item 10', 'Item 2', '', 'item 1'];
    expect(sortRows(rows, (r) => r, 'ascending')).toEqual(['item 1', 'Item 2', 'item 10', '']);
    expect(sortRows(rows, (r) => r, 'descending')).toEqual(['item 10', 'Item 2', 'item 1', '']);
    expect(sortRows([3, 20, 1], (r) => r, 'ascending')).toEqual([1, 3, 20]);
    expect(compareValues(null, 'a')).toBeGreaterThan(0);
  });

  it('keeps equal rows in their original order', () => {
    const rows = [
      { id: 'a', role: 'student' },
      { id: 'b', role: 'admin' },
      { id: 'c', role: 'student' },
    ];
    expect(sortRows(rows, (r) => r.role, 'ascending').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, (r) => r.role, 'descending').map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('filterRows', () => {
  const users = [
    { name: 'Ada Lovelace', email: 'ada@uni.edu' },
    { name: 'Alan Turing', email: 'alan@uni.edu' },
  ];
  const text = (u: (typeof users)[number]) => `${u.name} ${u.email}`;

  it('matches any part of the text, ignoring case and surrounding spaces', () => {
    expect(filterRows(users, '  TURING ', text)).toEqual([users[1]]);
    expect(filterRows(users, 'uni.edu', text)).toHaveLength(2);
    expect(filterRows(users, 'grace', text)).toHaveLength(0);
  });

  it('keeps every row for a blank query', () => {
    expect(filterRows(users, '   ', text)).toBe(users);
  });
});
