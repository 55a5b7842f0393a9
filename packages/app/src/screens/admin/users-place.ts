import type { UserListQuery } from '@lp/contract/api';

type Role = 'student' | 'teacher' | 'university_admin' | 'admin';
type Status = 'active' | 'inactive' | 'pending' | 'suspended';

/** The list's filters as the page shows them ('all' for none). */
export interface UserFilters {
  search: string;
  role: Role | 'all';
  status: Status | 'all';
  department: string;
}

/** Where the user list is: university, filters and page, all in the address. */
export interface UserListPlace {
  universityId: string | undefined;
  filters: UserFilters;
  page: number;
  pageSize: number;
}

const ROLES = new Set<string>(['student', 'teacher', 'university_admin', 'admin']);
const STATUSES = new Set<string>(['active', 'inactive', 'pending', 'suspended']);
const PAGE_SIZES = new Set([10, 25, 50]);

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/**
 * Reads the place from the address; anything unknown (a hand-edited link) falls back to the
 * default rather than asking the server something it refuses.
 */
export function userListQueryOf(params: URLSearchParams): UserListPlace & { query: UserListQuery } {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const size = positive(params.get('pageSize'), 10);
  const place: UserListPlace = {
    universityId: params.get('university') || undefined,
    filters: {
      search: params.get('q') ?? '',
      role: ROLES.has(role) ? (role as Role) : 'all',
      status: STATUSES.has(status) ? (status as Status) : 'all',
      department: params.get('department') || 'all',
    },
    page: positive(params.get('page'), 1),
    pageSize: PAGE_SIZES.has(size) ? size : 10,
  };
  const { filters } = place;
  return {
    ...place,
    query: {
      search: filters.search.trim() || undefined,
      role: filters.role === 'all' ? undefined : filters.role,
      status: filters.status === 'all' ? undefined : filters.status,
      department: filters.department === 'all' ? undefined : filters.department,
      page: place.page,
      pageSize: place.pageSize,
    },
  };
}

/** The address of a place; defaults are left out so links stay short. */
export function userSearchOf(place: UserListPlace): Record<string, string> {
  const search: Record<string, string> = {};
  if (place.universityId) search.university = place.universityId;
  if (place.filters.search) search.q = place.filters.search;
  if (place.filters.role !== 'all') search.role = place.filters.role;
  if (place.filters.status !== 'all') search.status = place.filters.status;
  if (place.filters.department !== 'all') search.department = place.filters.department;
  if (place.page !== 1) search.page = String(place.page);
  if (place.pageSize !== 10) search.pageSize = String(place.pageSize);
  return search;
}
