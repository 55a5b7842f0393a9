import { currentUniversityId, sampleUniversities, type UserTotals } from '@lp/contract';
import type { AdminUserRow, UserListResponse } from '@lp/contract/api';
import { useState } from 'react';
import { UserManagementPage, type UserManagementPageProps } from './user-management';
import type { UserManagementFilters } from './user-management-types';

// Sample props for stories and tests. The app fills the same props from GET /admin/users (one
// page, the university's totals and departments) and the session.

/** The samples' dates are written in UTC; stories and tests show them there, in English, at noon. */
export const sampleUserFormat = {
  locale: 'en-US',
  timeZone: 'UTC',
  now: '2025-07-14T12:00:00Z',
} as const;

const northbridge = 'Northbridge University';

/** Twelve accounts of Northbridge: every role and status; the first is the signed-in admin. */
export const sampleUserRows: readonly AdminUserRow[] = [
  {
    id: 'user-4',
    name: 'Priya Raman',
    email: 'priya.raman@platform.example.com',
    role: 'admin',
    status: 'active',
    university: northbridge,
    department: 'Platform Operations',
    lastActiveAt: '2025-07-14T11:55:00Z',
    joinedAt: '2023-05-01T09:00:00Z',
  },
  {
    id: 'user-1',
    name: 'Emma Wilson',
    email: 'emma.wilson@northbridge.example.edu',
    role: 'student',
    status: 'active',
    university: northbridge,
    department: 'Computer Science',
    lastActiveAt: '2025-07-14T10:00:00Z',
    joinedAt: '2024-09-03T08:30:00Z',
    coursesEnrolled: 5,
  },
  {
    id: 'user-2',
    name: 'Dr. Sarah Chen',
    email: 'sarah.chen@northbridge.example.edu',
    role: 'teacher',
    status: 'active',
    university: northbridge,
    department: 'Computer Science',
    lastActiveAt: '2025-07-14T11:30:00Z',
    joinedAt: '2023-08-15T10:00:00Z',
  },
  {
    id: 'user-3',
    name: 'Robert Hayes',
    email: 'robert.hayes@northbridge.example.edu',
    role: 'university_admin',
    status: 'active',
    university: northbridge,
    department: 'Administration',
    lastActiveAt: '2025-07-13T12:00:00Z',
    joinedAt: '2024-10-15T14:00:00Z',
  },
  {
    id: 'user-5',
    name: 'Liam Patel',
    email: 'liam.patel@northbridge.example.edu',
    role: 'student',
    status: 'pending',
    university: northbridge,
    department: 'Engineering',
    lastActiveAt: null,
    joinedAt: '2025-07-10T16:20:00Z',
    coursesEnrolled: 0,
  },
  {
    id: 'user-6',
    name: 'Ava Martinez',
    email: 'ava.martinez@northbridge.example.edu',
    role: 'student',
    status: 'suspended',
    university: northbridge,
    department: 'Data Science',
    lastActiveAt: '2025-05-10T09:00:00Z',
    joinedAt: '2024-11-02T11:00:00Z',
    coursesEnrolled: 2,
  },
  {
    id: 'user-7',
    name: 'Marcus Johnson',
    email: 'marcus.johnson@northbridge.example.edu',
    role: 'teacher',
    status: 'inactive',
    university: northbridge,
    department: 'Software Engineering',
    lastActiveAt: '2025-06-20T15:00:00Z',
    joinedAt: '2024-01-22T09:15:00Z',
  },
  {
    id: 'user-8',
    name: 'Sofia Rossi',
    email: 'sofia.rossi@northbridge.example.edu',
    role: 'student',
    status: 'active',
    university: northbridge,
    department: 'Engineering',
    lastActiveAt: '2025-07-14T07:00:00Z',
    joinedAt: '2024-09-03T08:45:00Z',
    coursesEnrolled: 3,
  },
  {
    id: 'user-9',
    name: 'Noah Kim',
    email: 'noah.kim@northbridge.example.edu',
    role: 'student',
    status: 'active',
    university: northbridge,
    department: 'Data Science',
    lastActiveAt: '2025-07-11T18:00:00Z',
    joinedAt: '2025-01-12T10:00:00Z',
    coursesEnrolled: 4,
  },
  {
    id: 'user-10',
    name: '=HYPERLINK("http://evil.example")',
    email: 'formula@northbridge.example.edu',
    role: 'student',
    status: 'active',
    university: northbridge,
    department: 'Computer Science',
    lastActiveAt: '2025-07-01T12:00:00Z',
    joinedAt: '2025-02-02T10:00:00Z',
    coursesEnrolled: 1,
  },
  {
    id: 'user-11',
    name: 'Grace O’Neill',
    email: 'grace.oneill@northbridge.example.edu',
    role: 'teacher',
    status: 'active',
    university: northbridge,
    department: 'Engineering',
    lastActiveAt: '2025-07-14T11:59:40Z',
    joinedAt: '2022-09-01T08:00:00Z',
  },
  {
    id: 'user-12',
    name: 'Mateo García',
    email: 'mateo.garcia@northbridge.example.edu',
    role: 'student',
    status: 'active',
    university: northbridge,
    department: 'Computer Science',
    lastActiveAt: '2025-07-12T09:00:00Z',
    joinedAt: '2024-09-03T09:00:00Z',
    coursesEnrolled: 6,
  },
];

/** The signed-in admin of the samples: Priya, the first row. */
export const sampleCurrentUserId = 'user-4';

/** The university's departments, for the filter. */
export const sampleDepartments = [
  'Administration',
  'Computer Science',
  'Data Science',
  'Engineering',
  'Platform Operations',
  'Software Engineering',
];

/** A name and an address long enough to wrap, to check the table and the dialog. */
export const sampleLongUser: AdminUserRow = {
  id: 'user-long',
  name: 'Maximiliane Alexandra Konstantinopoulou-Vanderbilt-Hohenzollern',
  email:
    'maximiliane.alexandra.konstantinopoulou-vanderbilt@continuing-education.northbridge.example.edu',
  role: 'university_admin',
  status: 'pending',
  university: northbridge,
  department: 'Continuing Education and Lifelong Learning',
  lastActiveAt: null,
  joinedAt: '2025-07-01T12:00:00Z',
};

export const defaultSampleFilters: UserManagementFilters = {
  search: '',
  role: 'all',
  status: 'all',
  department: 'all',
};

/** The university's tiles from all its rows, unfiltered, as the server counts them. */
export function sampleUserTotals(rows: readonly AdminUserRow[]): UserTotals {
  const count = (test: (row: AdminUserRow) => boolean) => rows.filter(test).length;
  return {
    total: rows.length,
    active: count((row) => row.status === 'active'),
    students: count((row) => row.role === 'student'),
    teachers: count((row) => row.role === 'teacher'),
    admins: count((row) => row.role === 'admin' || row.role === 'university_admin'),
  };
}

/** What the server answers for the samples: search, filter and page them as it does. */
export function sampleUserList(
  rows: readonly AdminUserRow[],
  filters: UserManagementFilters,
  page: number,
  pageSize: number,
): UserListResponse {
  const needle = filters.search.trim().toLowerCase();
  const matching = rows.filter(
    (row) =>
      (needle === '' || `${row.name} ${row.email}`.toLowerCase().includes(needle)) &&
      (filters.role === 'all' || row.role === filters.role) &&
      (filters.status === 'all' || row.status === filters.status) &&
      (filters.department === 'all' || row.department === filters.department),
  );
  return {
    universityId: currentUniversityId,
    users: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    matching: matching.length,
    totals: sampleUserTotals(rows),
    departments: sampleDepartments,
  };
}

/** Every prop of UserManagementPage from the samples: ready, page 1 of 10, for Priya. */
export function sampleUserManagementProps(): UserManagementPageProps {
  return {
    status: 'ready',
    data: sampleUserList(sampleUserRows, defaultSampleFilters, 1, 10),
    refreshing: false,
    universities: sampleUniversities,
    universityId: currentUniversityId,
    onUniversityChange: () => {},
    filters: defaultSampleFilters,
    onFiltersChange: () => {},
    page: 1,
    pageSize: 10,
    onPageChange: () => {},
    onPageSizeChange: () => {},
    currentUserId: sampleCurrentUserId,
    onInvite: () => Promise.resolve(),
    onSuspend: () => Promise.resolve(),
    onSetStatus: () => Promise.resolve(),
    ...sampleUserFormat,
  };
}

/**
 * The page as the app wires it, with the server played by local state: filters and pages are
 * applied to the sample rows (unless `data` is given), and suspend and activate change them. The given callbacks run
 * first, so one that rejects is the server refusing. Stories and tests use it alike.
 */
export function UserManagementExample({
  rows: initialRows = sampleUserRows,
  ...props
}: Partial<UserManagementPageProps> & { rows?: readonly AdminUserRow[] }) {
  const base = sampleUserManagementProps();
  const [rows, setRows] = useState(initialRows);
  const [universityId, setUniversityId] = useState(props.universityId ?? base.universityId);
  const [filters, setFilters] = useState(props.filters ?? base.filters);
  const [page, setPage] = useState(props.page ?? base.page);
  const [pageSize, setPageSize] = useState(props.pageSize ?? base.pageSize);
  const onSuspend = props.onSuspend ?? base.onSuspend;
  const onSetStatus = props.onSetStatus ?? base.onSetStatus;
  const setStatuses = (ids: readonly string[], status: 'active' | 'suspended') =>
    setRows((current) => current.map((row) => (ids.includes(row.id) ? { ...row, status } : row)));

  return (
    <UserManagementPage
      {...base}
      {...props}
      data={props.data ?? sampleUserList(rows, filters, page, pageSize)}
      universityId={universityId}
      onUniversityChange={(id) => {
        props.onUniversityChange?.(id);
        setUniversityId(id);
        setPage(1);
      }}
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange?.(next);
        setFilters(next);
        setPage(1);
      }}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
      onPageSizeChange={(next) => {
        props.onPageSizeChange?.(next);
        setPageSize(next);
        setPage(1);
      }}
      onSuspend={async (ids) => {
        await onSuspend(ids);
        setStatuses(ids, 'suspended');
      }}
      onSetStatus={async (id, status) => {
        await onSetStatus(id, status);
        setStatuses([id], status);
      }}
    />
  );
}

/** Thirty-seven generated students, for paging. */
export function manySampleUsers(count = 37): AdminUserRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `student-${index + 1}`,
    name: `Student ${String(index + 1).padStart(2, '0')}`,
    email: `student${index + 1}@northbridge.example.edu`,
    role: 'student' as const,
    status: 'active' as const,
    university: northbridge,
    department: sampleDepartments[index % sampleDepartments.length]!,
    lastActiveAt: '2025-07-14T09:00:00Z',
    joinedAt: '2024-09-03T09:00:00Z',
    coursesEnrolled: index % 7,
  }));
}
