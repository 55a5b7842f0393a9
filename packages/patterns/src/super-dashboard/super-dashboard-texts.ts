import type { QuickActionsTexts } from './quick-actions';
import type { SuperDashboardCardTexts } from './super-dashboard-card';
import type { SuperDashboardStatsTexts } from './super-dashboard-stats';
import type { UniversityDetailsTexts } from './university-details-dialog';

// The super dashboard's visible texts: the spec's strings (spec 2 §2.10) where it gives them,
// plain ones where it is silent (docs/decisions/0005). A deployment overrides any of them through
// the page's `texts`.

export interface SuperDashboardTexts
  extends
    SuperDashboardStatsTexts,
    QuickActionsTexts,
    SuperDashboardCardTexts,
    UniversityDetailsTexts {
  /** The page's heading and the line under it. */
  title: string;
  intro: string;
  /** The heading over the search, the filter and the university cards. */
  listHeading: string;
  /** The search box's name and placeholder. */
  search: string;
  /** The status filter's name (read, not shown) and its first choice (spec 2 §2.10). */
  statusFilter: string;
  allStatuses: string;
  /** How many universities the search and the filter leave, read out as they change. */
  resultCount: (shown: number, total: number) => string;
  /** The empty list (spec 2 §2.10), and the hint with or without a search or filter. */
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

export const defaultSuperDashboardTexts: SuperDashboardTexts = {
  title: 'Super Admin Dashboard',
  intro: 'Every university of the platform at a glance, with the tools to manage them.',
  overview: 'Overview',
  universitiesStat: 'Universities',
  activeUniversities: (active) => `${active} active`,
  usersStat: 'Users',
  usersAverage: (average) => `${average} average per university`,
  coursesStat: 'Courses',
  coursesTrend: '+12% this month',
  healthStat: 'System Health',
  healthValue: '99.9%',
  healthStatus: 'All systems operational',
  quickActions: 'Quick Actions',
  createUniversity: 'Create University',
  exportData: 'Export Data',
  importData: 'Import Data',
  bulkMessage: 'Bulk Message',
  listHeading: 'All Universities',
  search: 'Search universities...',
  statusFilter: 'Status',
  allStatuses: 'All Status',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  statusSuspended: 'Suspended',
  resultCount: (shown, total) =>
    shown === total ? universitiesCount(total) : `${shown} of ${universitiesCount(total)}`,
  current: 'Current University',
  domain: 'Domain',
  noDomain: 'No domain',
  students: 'Students',
  teachers: 'Teachers',
  courses: 'Courses',
  actionsFor: (name) => `Actions for ${name}`,
  viewDashboard: 'View Dashboard',
  openingDashboard: 'Opening dashboard...',
  viewDashboardFailed: 'Could not open the dashboard. Please try again.',
  editUniversity: 'Edit University',
  impersonate: 'Impersonate Admin',
  impersonating: 'Starting session...',
  impersonateFailed: 'Could not start impersonation. Please try again.',
  viewDetails: 'View Details',
  detailsDescription: 'University details',
  slug: 'Slug',
  status: 'Status',
  brandName: 'Brand name',
  created: 'Created',
  updated: 'Last updated',
  close: 'Close',
  emptyTitle: 'No universities found',
  emptyFilteredHint: 'Try adjusting your search or filter criteria.',
  emptyHint: 'No universities have been created yet.',
  loading: 'Loading universities...',
  error: 'Could not load the universities.',
  retry: 'Try again',
};
