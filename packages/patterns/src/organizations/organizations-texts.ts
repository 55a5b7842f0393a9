import type { OrganizationCardTexts } from './organization-card';
import type { OrganizationDetailsTexts } from './organization-details-dialog';
import type { OrganizationsFilterTexts } from './organizations-filter';
import type { OrganizationsQuickActionsTexts } from './organizations-quick-actions';
import type { OrganizationsSummaryTexts } from './organizations-summary';

// The organizations dashboard's visible texts: the spec's strings (spec 2 §2.8) where it gives
// them, plain ones where it is silent. A deployment overrides any of them through `texts`.

export interface OrganizationsTexts
  extends
    OrganizationsSummaryTexts,
    OrganizationsQuickActionsTexts,
    OrganizationsFilterTexts,
    OrganizationCardTexts,
    OrganizationDetailsTexts {
  /** The link back to the dashboard (spec 2 §2.8). */
  back: string;
  /** The page heading and the line under it. */
  title: string;
  intro: string;
  /** The heading over the search, the filter and the grid. */
  listHeading: string;
  /** The search box's name and placeholder (by name or location, spec 2 §5). */
  search: string;
  /** How many organizations the search and the filter leave, read out as they change. */
  resultCount: (shown: number, total: number) => string;
  /** The empty grid (spec 2 §2.8): its title, and the hint with or without a search or filter. */
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
  /** Spoken while the organizations load. */
  loading: string;
  /** Shown when the organizations could not be loaded, with the retry button. */
  error: string;
  retry: string;
}

const organizationsCount = (count: number) =>
  `${count} ${count === 1 ? 'organization' : 'organizations'}`;

export const defaultOrganizationsTexts: OrganizationsTexts = {
  back: 'Back to Dashboard',
  title: 'Organizations Dashboard',
  intro: 'Monitor student progress and performance across your organizations.',
  overview: 'Overview',
  totalOrganizations: 'Total Organizations',
  totalStudents: 'Total Students',
  averageStudents: 'Avg Students/Org',
  quickActions: 'Quick Actions',
  exportData: 'Export Data',
  bulkOperations: 'Bulk Operations',
  messageTeachers: 'Message Teachers',
  messageAll: 'Message All',
  listHeading: 'Organizations',
  search: 'Search organizations...',
  filter: 'Filter',
  filterCount: (count) => `${count} selected`,
  filterLegend: 'Filter by organization',
  clearFilter: 'Clear filter',
  resultCount: (shown, total) =>
    shown === total ? organizationsCount(total) : `${shown} of ${organizationsCount(total)}`,
  students: 'Students',
  activeStudents: 'Active',
  completion: 'Completion',
  engagement: 'Engagement',
  highAchievers: (count) => `${count} high ${count === 1 ? 'achiever' : 'achievers'}`,
  atRiskCount: (count) => `${count} at risk`,
  viewDetails: 'View details',
  detailsDescription: 'Organization details and student progress.',
  totalStudentsStat: 'Total Students',
  averageStudyTime: 'Avg Study Time',
  studyHours: (hours) => `${hours}h`,
  completionRate: 'Completion Rate',
  coursesCompleted: 'Courses Completed',
  studentList: 'Students',
  activeToday: 'Active today',
  atRisk: 'At risk',
  noStudents: 'No students are enrolled yet.',
  studentProgress: (name) => `Progress of ${name}`,
  studentCourses: (completed, inProgress) => `${completed} completed, ${inProgress} in progress`,
  organizationDetails: 'Organization Details',
  type: 'Type',
  website: 'Website',
  opensInNewTab: 'Opens in a new tab.',
  location: 'Location',
  established: 'Established',
  faculty: 'Faculty',
  departments: 'Departments',
  accreditation: 'Accreditation',
  noAccreditation: 'None listed',
  contact: 'Contact',
  performanceMetrics: 'Performance Metrics',
  averageGrade: 'Average Grade',
  averageGpa: 'Average GPA',
  engagementRate: 'Engagement Rate',
  retentionRate: 'Retention Rate',
  activeStudentsMetric: 'Active Students',
  inactiveStudents: 'Inactive Students',
  monthlyActive: 'Monthly Active Users',
  weeklyActive: 'Weekly Active Users',
  dailyActive: 'Daily Active Users',
  close: 'Close',
  exportOrganization: 'Export Data',
  emptyTitle: 'No organizations found',
  emptyFilteredHint: 'Try adjusting your search criteria',
  emptyHint: 'No organizations have been created yet',
  loading: 'Loading organizations...',
  error: 'Could not load the organizations.',
  retry: 'Try again',
};
