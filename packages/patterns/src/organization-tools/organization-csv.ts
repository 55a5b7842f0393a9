import {
  type EXPORT_FORMATS,
  EXPORT_SECTIONS,
  STUDENT_EXPORT_FIELDS,
  completionRate,
  isAtRisk,
  isHighAchiever,
  studentProgressPercent,
  type Organization,
  type OrganizationStudent,
} from '@lp/contract';
import { csvCell } from '../user-management/users-csv';

/** A report format of Export Reports (spec 2 §2.8). */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** A data section of Export Reports (spec 2 §2.8). */
export type ExportSection = (typeof EXPORT_SECTIONS)[number];
/** A column of Bulk Operations' student export (spec 2 §2.8). */
export type StudentExportField = (typeof STUDENT_EXPORT_FIELDS)[number];

type Cell = string | number | null | undefined;

/** The title line of each report section, as Export Reports labels its checkboxes. */
export const defaultReportSectionTitles: Record<ExportSection, string> = {
  stats: 'Organization Statistics',
  students: 'Student Data',
  performance: 'Performance Metrics',
  'at-risk': 'At-Risk Students',
  comparative: 'Comparative Analysis',
};

/** The header of each student export column, as Bulk Operations labels its checkboxes. */
export const defaultStudentFieldHeaders: Record<StudentExportField, string> = {
  name: 'Name',
  email: 'Email',
  organization: 'Organization',
  courses: 'Courses Completed',
  progress: 'Progress (%)',
  timeSpent: 'Time Spent (minutes)',
};

const line = (cells: readonly Cell[]) => cells.map(csvCell).join(',');

/** One decimal at most: 66.666… → 66.7, 75 → 75. */
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Keeps the chosen keys in the constant's order, each once. */
function inOrder<T extends string>(all: readonly T[], chosen: readonly T[]): T[] {
  return all.filter((key) => chosen.includes(key));
}

function statsBlock(organizations: readonly Organization[]): Cell[][] {
  return [
    [
      'Organization',
      'Type',
      'Location',
      'Total Students',
      'Active Students',
      'Inactive Students',
      'Average Time Spent (minutes)',
      'Courses Completed',
      'Monthly Active Users',
      'Weekly Active Users',
      'Daily Active Users',
    ],
    ...organizations.map(({ name, type, location, stats }) => [
      name,
      type,
      location,
      stats.totalStudents,
      stats.activeStudents,
      stats.inactiveStudents,
      stats.averageTimeSpentPerUser,
      stats.totalCoursesCompleted,
      stats.monthlyActiveUsers,
      stats.weeklyActiveUsers,
      stats.dailyActiveUsers,
    ]),
  ];
}

function studentRow(organization: Organization, student: OrganizationStudent): Cell[] {
  return [
    organization.name,
    student.name,
    student.email,
    student.department,
    student.year,
    student.status,
    student.coursesCompleted,
    student.coursesInProgress,
    round1(completionRate(student.coursesCompleted, student.coursesInProgress)),
    studentProgressPercent(student),
    student.totalTimeSpent,
    student.averageGrade,
    student.gpa,
    student.lastActive,
  ];
}

const studentHeader: Cell[] = [
  'Organization',
  'Name',
  'Email',
  'Department',
  'Year',
  'Status',
  'Courses Completed',
  'Courses In Progress',
  'Completion Rate (%)',
  'Progress (%)',
  'Time Spent (minutes)',
  'Average Grade',
  'GPA',
  'Last Active',
];

function studentsBlock(organizations: readonly Organization[], onlyAtRisk: boolean): Cell[][] {
  return [
    studentHeader,
    ...organizations.flatMap((organization) =>
      organization.students
        .filter((student) => !onlyAtRisk || isAtRisk(student))
        .map((student) => studentRow(organization, student)),
    ),
  ];
}

/** The listed students' own completion: completed over completed plus in progress. */
function listedCompletion(organization: Organization): number {
  const completed = organization.students.reduce((sum, s) => sum + s.coursesCompleted, 0);
  const inProgress = organization.students.reduce((sum, s) => sum + s.coursesInProgress, 0);
  return round1(completionRate(completed, inProgress));
}

const atRiskCount = (organization: Organization) => organization.students.filter(isAtRisk).length;

function performanceBlock(organizations: readonly Organization[]): Cell[][] {
  return [
    [
      'Organization',
      'Average Grade',
      'Average GPA',
      'Completion Rate (%)',
      'Engagement Rate (%)',
      'Retention Rate (%)',
      'Listed Students',
      'Listed Students Completion (%)',
      'High Achievers',
      'At-Risk Students',
    ],
    ...organizations.map((organization) => [
      organization.name,
      organization.stats.averageGrade,
      organization.stats.averageGPA,
      organization.stats.completionRate,
      organization.stats.engagementRate,
      organization.stats.retentionRate,
      organization.students.length,
      listedCompletion(organization),
      organization.students.filter(isHighAchiever).length,
      atRiskCount(organization),
    ]),
  ];
}

/** The organizations side by side: one row per measure, one column per organization. */
function comparativeBlock(organizations: readonly Organization[]): Cell[][] {
  const measures: [string, (organization: Organization) => Cell][] = [
    ['Total Students', (o) => o.stats.totalStudents],
    ['Active Students', (o) => o.stats.activeStudents],
    ['Average Time Spent (minutes)', (o) => o.stats.averageTimeSpentPerUser],
    ['Average Grade', (o) => o.stats.averageGrade],
    ['Average GPA', (o) => o.stats.averageGPA],
    ['Completion Rate (%)', (o) => o.stats.completionRate],
    ['Engagement Rate (%)', (o) => o.stats.engagementRate],
    ['Retention Rate (%)', (o) => o.stats.retentionRate],
    ['At-Risk Students', atRiskCount],
  ];
  return [
    ['Measure', ...organizations.map((organization) => organization.name)],
    ...measures.map(([label, value]) => [label, ...organizations.map(value)]),
  ];
}

/**
 * Export Reports' CSV (spec 2 §2.8): one block per chosen section, in the spec's order, each a
 * title line, a header line and its rows, blocks apart by an empty line (CRLF throughout).
 * stats and performance: a row per organization; students: every listed student; at-risk: the
 * students of spec 2 §9's rule; comparative: the organizations side by side.
 */
export function organizationReportCsv(
  organizations: readonly Organization[],
  sections: readonly ExportSection[],
  sectionTitles: Record<ExportSection, string> = defaultReportSectionTitles,
): string {
  const blocks = inOrder(EXPORT_SECTIONS, sections).map((section) => {
    const rows = {
      stats: () => statsBlock(organizations),
      students: () => studentsBlock(organizations, false),
      performance: () => performanceBlock(organizations),
      'at-risk': () => studentsBlock(organizations, true),
      comparative: () => comparativeBlock(organizations),
    }[section]();
    return [line([sectionTitles[section]]), ...rows.map(line)].join('\r\n');
  });
  return blocks.join('\r\n\r\n');
}

/**
 * Bulk Operations' student export (spec 2 §2.8): a header line and one line per student of
 * every organization, with the chosen fields in the spec's order. courses is the courses
 * completed; progress the progress bar's percent (spec 2 §9); timeSpent in minutes.
 */
export function studentsCsv(
  organizations: readonly Organization[],
  fields: readonly StudentExportField[],
  headers: Record<StudentExportField, string> = defaultStudentFieldHeaders,
): string {
  const columns = inOrder(STUDENT_EXPORT_FIELDS, fields);
  const value = (
    organization: Organization,
    student: OrganizationStudent,
    field: StudentExportField,
  ): Cell =>
    ({
      name: student.name,
      email: student.email,
      organization: organization.name,
      courses: student.coursesCompleted,
      progress: studentProgressPercent(student),
      timeSpent: student.totalTimeSpent,
    })[field];
  return [
    line(columns.map((field) => headers[field])),
    ...organizations.flatMap((organization) =>
      organization.students.map((student) =>
        line(columns.map((field) => value(organization, student, field))),
      ),
    ),
  ].join('\r\n');
}
