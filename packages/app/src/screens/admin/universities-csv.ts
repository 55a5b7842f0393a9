import type { University } from '@lp/contract';
import * as adminMessages from '@lp/locales/en/app-admin';
import { csvCell, downloadCsv } from '@lp/patterns';

/** The CSV's column headings: the `app-admin` messages of the page's language. */
export type UniversitiesCsvTexts = typeof adminMessages.default;

/**
 * The super dashboard's Export Data: the universities shown, one row each, with the cell rule
 * of the user export (quoted, formula starts defused).
 */
export function universitiesToCsv(
  universities: readonly University[],
  text: UniversitiesCsvTexts = adminMessages.default,
): string {
  const header = [
    text.csvName,
    text.csvSlug,
    text.csvDomain,
    text.csvStatus,
    text.csvStudents,
    text.csvTeachers,
    text.csvCourses,
    text.csvCreated,
  ];
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
export function downloadUniversitiesCsv(
  universities: readonly University[],
  text?: UniversitiesCsvTexts,
): void {
  downloadCsv('universities.csv', universitiesToCsv(universities, text));
}
