import type { CurrentUniversityTexts } from './current-university-card';
import type { UniversityCardTexts } from './university-card';

// The portal's visible texts: the spec's strings (spec 2 §2.12) where it gives them, plain
// ones where it is silent. A deployment overrides any of them through the page's `texts`.

export interface UniversityPortalTexts extends UniversityCardTexts, CurrentUniversityTexts {
  /** The heading and the line under it for admins and superusers (they switch or impersonate). */
  adminTitle: string;
  adminIntro: string;
  /** The heading and the line under it for everyone else. */
  title: string;
  intro: string;
  /** The heading over the search, the filter and the grid. */
  listHeading: string;
  /** The search box's name and placeholder (spec 2 §2.12). */
  search: string;
  /** The status filter's name (read, not shown) and its first choice. */
  statusFilter: string;
  allStatuses: string;
  /** How many universities the search and the filter leave, read out as they change. */
  resultCount: (shown: number, total: number) => string;
  /** The empty grid (spec 2 §2.12): its title, and the hint with or without a search or filter. */
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
  /** Spoken while the universities load. */
  loading: string;
  /** Shown when the universities could not be loaded, with the retry button. */
  error: string;
  retry: string;
}

const universitiesCount = (count: number) =>
  `${count} ${count === 1 ? 'university' : 'universities'}`;

export const defaultUniversityPortalTexts: UniversityPortalTexts = {
  adminTitle: 'University Portal',
  adminIntro:
    'Switch the university you manage, or sign in as its administrator to see what they see.',
  title: 'University Portal',
  intro: 'The universities you can open.',
  currentHeading: 'Current University',
  viewDashboard: 'View Dashboard',
  listHeading: 'All Universities',
  search: 'Search universities...',
  statusFilter: 'Status',
  allStatuses: 'All Status',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  statusSuspended: 'Suspended',
  resultCount: (shown, total) =>
    shown === total ? universitiesCount(total) : `${shown} of ${universitiesCount(total)}`,
  slug: 'Slug',
  domain: 'Domain',
  noDomain: 'No domain',
  students: 'Students',
  courses: 'Courses',
  created: 'Created',
  switchTo: 'Switch to University',
  current: 'Current University',
  switching: 'Switching...',
  switchBlocked: 'Only active universities can be opened.',
  switchFailed: 'Could not switch university. Please try again.',
  impersonate: 'Impersonate Admin',
  impersonating: 'Starting session...',
  impersonateFailed: 'Could not start impersonation. Please try again.',
  emptyTitle: 'No universities found',
  emptyFilteredHint: 'Try adjusting your search or filter criteria.',
  emptyHint: 'No universities are available for access.',
  loading: 'Loading universities...',
  error: 'Could not load the universities.',
  retry: 'Try again',
};
