import type { University } from '@lp/contract';
import { csvCell, downloadCsv } from '@lp/patterns';

/**
 * The super dashboard's Export Data: the universities shown, one row each, with the cell rule
 * of the user export (quoted, formula starts defused).
 */
export function universitiesToCsv(universities: readonly University[]): string {
  const header = ['Name', 'Slug', 'Domain', 'Status', 'Students', 'Teachers', 'Courses', 'Created'];
  const rows = universities.map((university) => [
    university.name,
    university.slug,
    university.domain ?? '',
    university.status,
    university.totalStudents,
    university.totalTeachers,
    university.totalCourses,
    university.createdAt,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Saves the CSV through the browser (a Blob link, no server round trip). */
export function downloadUniversitiesCsv(universities: readonly University[]): void {
  downloadCsv('universities.csv', universitiesToCsv(universities));
}
