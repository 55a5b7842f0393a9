import en from '@lp/locales/en/organization-tools';
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
export const defaultReportSectionTitles: Record<ExportSection, string> =
  reportSectionTitlesFrom(en);

/** The section titles in a language (the `organization-tools` messages). */
export function reportSectionTitlesFrom(
  m: Pick<
    typeof en,
    | 'sectionStats'
    | 'sectionStudents'
    | 'sectionPerformance'
    | 'sectionAtRisk'
    | 'sectionComparative'
  >,
): Record<ExportSection, string> {
  return {
    stats: m.sectionStats,
    students: m.sectionStudents,
    performance: m.sectionPerformance,
    'at-risk': m.sectionAtRisk,
    comparative: m.sectionComparative,
  };
}

/** The header of each student export column, as Bulk Operations labels its checkboxes. */
export const defaultStudentFieldHeaders: Record<StudentExportField, string> =
  studentFieldHeadersFrom(en);

/** The student export's headers in a language (the `organization-tools` messages). */
export function studentFieldHeadersFrom(
  m: Pick<
    typeof en,
    | 'fieldName'
    | 'fieldEmail'
    | 'fieldOrganization'
    | 'fieldCourses'
    | 'fieldProgress'
    | 'fieldTimeSpent'
  >,
): Record<StudentExportField, string> {
  return {
    name: m.fieldName,
    email: m.fieldEmail,
    organization: m.fieldOrganization,
    courses: m.fieldCourses,
    progress: m.fieldProgress,
    timeSpent: m.fieldTimeSpent,
  };
}

/** The report's column headers and measure names (the `organization-tools` messages). */
const reportHeaderKeys = [
  'reportOrganization',
  'reportType',
  'reportLocation',
  'reportTotalStudents',
  'reportActiveStudents',
  'reportInactiveStudents',
  'reportAverageTimeSpent',
  'reportCoursesCompleted',
  'reportMonthlyActive',
  'reportWeeklyActive',
  'reportDailyActive',
  'reportName',
  'reportEmail',
  'reportDepartment',
  'reportYear',
  'reportStatus',
  'reportCoursesInProgress',
  'reportCompletionRate',
  'reportProgress',
  'reportTimeSpent',
  'reportAverageGrade',
  'reportGpa',
  'reportLastActive',
  'reportAverageGpa',
  'reportEngagementRate',
  'reportRetentionRate',
  'reportListedStudents',
  'reportListedCompletion',
  'reportHighAchievers',
  'reportAtRiskStudents',
  'reportMeasure',
] as const;
export type ReportHeaders = Record<(typeof reportHeaderKeys)[number], string>;

/** The report's headers in a language. */
export function reportHeadersFrom(m: ReportHeaders): ReportHeaders {
  return Object.fromEntries(reportHeaderKeys.map((key) => [key, m[key]])) as ReportHeaders;
}

/** The report's headers in English, when the caller names none. */
export const defaultReportHeaders: ReportHeaders = reportHeadersFrom(en);

const line = (cells: readonly Cell[]) => cells.map(csvCell).join(',');

/** One decimal at most: 66.666… → 66.7, 75 → 75. */
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Keeps the chosen keys in the constant's order, each once. */
function inOrder<T extends string>(all: readonly T[], chosen: readonly T[]): T[] {
  return all.filter((key) => chosen.includes(key));
}

function statsBlock(organizations: readonly Organization[], h: ReportHeaders): Cell[][] {
  return [
    [
      h.reportOrganization,
      h.reportType,
      h.reportLocation,
      h.reportTotalStudents,
      h.reportActiveStudents,
      h.reportInactiveStudents,
      h.reportAverageTimeSpent,
      h.reportCoursesCompleted,
      h.reportMonthlyActive,
      h.reportWeeklyActive,
      h.reportDailyActive,
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

const studentHeader = (h: ReportHeaders): Cell[] => [
  h.reportOrganization,
  h.reportName,
  h.reportEmail,
  h.reportDepartment,
  h.reportYear,
  h.reportStatus,
  h.reportCoursesCompleted,
  h.reportCoursesInProgress,
  h.reportCompletionRate,
  h.reportProgress,
  h.reportTimeSpent,
  h.reportAverageGrade,
  h.reportGpa,
  h.reportLastActive,
];

function studentsBlock(
  organizations: readonly Organization[],
  onlyAtRisk: boolean,
  h: ReportHeaders,
): Cell[][] {
  return [
    studentHeader(h),
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

function performanceBlock(organizations: readonly Organization[], h: ReportHeaders): Cell[][] {
  return [
    [
      h.reportOrganization,
      h.reportAverageGrade,
      h.reportAverageGpa,
      h.reportCompletionRate,
      h.reportEngagementRate,
      h.reportRetentionRate,
      h.reportListedStudents,
      h.reportListedCompletion,
      h.reportHighAchievers,
      h.reportAtRiskStudents,
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
function comparativeBlock(organizations: readonly Organization[], h: ReportHeaders): Cell[][] {
  const measures: [string, (organization: Organization) => Cell][] = [
    [h.reportTotalStudents, (o) => o.stats.totalStudents],
    [h.reportActiveStudents, (o) => o.stats.activeStudents],
    [h.reportAverageTimeSpent, (o) => o.stats.averageTimeSpentPerUser],
    [h.reportAverageGrade, (o) => o.stats.averageGrade],
    [h.reportAverageGpa, (o) => o.stats.averageGPA],
    [h.reportCompletionRate, (o) => o.stats.completionRate],
    [h.reportEngagementRate, (o) => o.stats.engagementRate],
    [h.reportRetentionRate, (o) => o.stats.retentionRate],
    [h.reportAtRiskStudents, atRiskCount],
  ];
  return [
    [h.reportMeasure, ...organizations.map((organization) => organization.name)],
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
  headers: ReportHeaders = defaultReportHeaders,
): string {
  const blocks = inOrder(EXPORT_SECTIONS, sections).map((section) => {
    const rows = {
      stats: () => statsBlock(organizations, headers),
      students: () => studentsBlock(organizations, false, headers),
      performance: () => performanceBlock(organizations, headers),
      'at-risk': () => studentsBlock(organizations, true, headers),
      comparative: () => comparativeBlock(organizations, headers),
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
