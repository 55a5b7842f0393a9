import type {
  Organization,
  OrganizationStats,
  OrganizationStudent,
} from '../entities/organization';

/** Spec 2 §9 organization rules. */
export const AT_RISK_MIN_COURSES = 2;
/** Minutes. */
export const AT_RISK_MIN_TIME = 120;
export const HIGH_ACHIEVER_MIN_COURSES = 5;
/** Courses completed for a full progress bar. */
export const PROGRESS_BAR_COURSES = 10;
export const RECIPIENTS_PER_ORGANIZATION = 50;
export const RECIPIENTS_WITHOUT_SELECTION = 200;
export const TEACHER_RECIPIENT_SHARE = 0.1;
export const AT_RISK_RECIPIENT_SHARE = 0.15;
const DAY_MS = 24 * 60 * 60 * 1000;

type StudentProgress = Pick<OrganizationStudent, 'coursesCompleted' | 'totalTimeSpent'>;

/** Fewer than 2 courses completed or under 120 minutes in total. */
export function isAtRisk(student: StudentProgress): boolean {
  return (
    student.coursesCompleted < AT_RISK_MIN_COURSES || student.totalTimeSpent < AT_RISK_MIN_TIME
  );
}

export function isHighAchiever(student: Pick<OrganizationStudent, 'coursesCompleted'>): boolean {
  return student.coursesCompleted >= HIGH_ACHIEVER_MIN_COURSES;
}

/** Courses completed / 10, as a percent capped at 100. */
export function studentProgressPercent(
  student: Pick<OrganizationStudent, 'coursesCompleted'>,
): number {
  return Math.min(100, (student.coursesCompleted / PROGRESS_BAR_COURSES) * 100);
}

export const messageAudiences = ['teachers', 'students', 'at-risk'] as const;
export type MessageAudience = (typeof messageAudiences)[number];

/** 50 per chosen organization (200 if none); teachers 10% of that, at-risk 15% (rounded). */
export function estimateRecipients(
  audience: MessageAudience,
  selectedOrganizations: number,
): number {
  const base =
    selectedOrganizations > 0
      ? selectedOrganizations * RECIPIENTS_PER_ORGANIZATION
      : RECIPIENTS_WITHOUT_SELECTION;
  if (audience === 'teachers') return Math.round(base * TEACHER_RECIPIENT_SHARE);
  if (audience === 'at-risk') return Math.round(base * AT_RISK_RECIPIENT_SHARE);
  return base;
}

/** Last active within one day of `now`. */
export function isDailyActive(
  student: Pick<OrganizationStudent, 'lastActive'>,
  now: Date | number,
): boolean {
  const time = typeof now === 'number' ? now : now.getTime();
  return time - Date.parse(student.lastActive) <= DAY_MS;
}

/** Completed / (completed + in progress) as a percent; 0 when there is nothing. */
export function completionRate(completed: number, inProgress: number): number {
  const total = completed + inProgress;
  return total > 0 ? (completed / total) * 100 : 0;
}

/** The three summary cards: Total Organizations, Total Students, Avg Students/Org (rounded). */
export function organizationSummary(
  organizations: readonly { stats: Pick<OrganizationStats, 'totalStudents'> }[],
): {
  totalOrganizations: number;
  totalStudents: number;
  averageStudentsPerOrganization: number;
} {
  const totalStudents = organizations.reduce((sum, org) => sum + org.stats.totalStudents, 0);
  return {
    totalOrganizations: organizations.length,
    totalStudents,
    averageStudentsPerOrganization:
      organizations.length > 0 ? Math.round(totalStudents / organizations.length) : 0,
  };
}

/** Case-insensitive search by name or location (spec 2 §5). */
export function matchesOrganizationSearch(
  organization: Pick<Organization, 'name' | 'location'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  return (
    organization.name.toLowerCase().includes(needle) ||
    organization.location.toLowerCase().includes(needle)
  );
}
