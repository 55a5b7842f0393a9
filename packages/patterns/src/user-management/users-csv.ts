import en from '@lp/locales/en/user-management';
import type { AdminUserRow } from '@lp/contract/api';

/** One column of the exported file: its header and the cell of a row. */
export interface UserCsvColumn {
  header: string;
  value: (row: AdminUserRow) => string | number | null | undefined;
}

/** The columns of the export when the caller names none: the row's fields as they are, English headers. */
export const defaultUserCsvColumns: readonly UserCsvColumn[] = [
  { header: en.csvName, value: (row) => row.name },
  { header: en.csvEmail, value: (row) => row.email },
  { header: en.csvRole, value: (row) => row.role },
  { header: en.csvStatus, value: (row) => row.status },
  { header: en.csvUniversity, value: (row) => row.university },
  { header: en.csvDepartment, value: (row) => row.department },
  { header: en.csvLastActive, value: (row) => row.lastActiveAt },
  { header: en.csvJoined, value: (row) => row.joinedAt },
];

/**
 * A CSV cell: always quoted (inner quotes doubled), so commas and line breaks stay in the cell.
 * A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return, OWASP's CSV injection list) gets a leading ' so it stays text.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The rows as a CSV text (RFC 4180: a header line, CRLF between lines). */
export function usersToCsv(
  rows: readonly AdminUserRow[],
  columns: readonly UserCsvColumn[] = defaultUserCsvColumns,
): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return lines.join('\r\n');
}

/**
 * Hands a CSV text to the browser as a download. The byte order mark makes spreadsheet programs
 * read it as UTF-8 (names with accents).
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
