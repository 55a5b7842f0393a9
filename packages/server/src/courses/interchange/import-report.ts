/** The import report of the contract (`importReportSchema`): both importers fill one in. */
import {
  codedMessages,
  type ImportReport,
  type ImportSkippedItem,
  type MessageCode,
  type MessageValues,
} from '@lp/contract/api';
import * as apiCourseImport from '@lp/locales/en/api-course-import';

export type { ImportReport, ImportSkippedItem as SkippedItem };

/**
 * The report's kinds, reasons and the titles an importer writes itself, coded (issue 34) so the
 * app shows them in its language. Only the server says them, so they stay out of the contract
 * (and of the browser's API chunk), as `api-course-answers` does.
 */
export const importTexts = codedMessages(apiCourseImport);

type ImportMessages = typeof apiCourseImport.default;
/** A key of `api-course-import`. */
export type ImportTextKey = keyof ImportMessages;
/** The values a message of `api-course-import` takes: none for a plain text. */
type ValuesOf<K extends ImportTextKey> = ImportMessages[K] extends (values: infer V) => string
  ? [values: V]
  : [];

/** A text of the report in English, and its code. */
export interface ReportText {
  text: string;
  code: MessageCode;
}

/**
 * A message of `api-course-import` as the report carries it: its English text, made by
 * `importTexts`, and its code with the values it was written with.
 *
 *   reportText('reasonImages', { count: 2 }) // '2 images stored in the cartridge left out; …'
 */
export function reportText<K extends ImportTextKey>(key: K, ...values: ValuesOf<K>): ReportText {
  const message = importTexts[key] as string | ((values: MessageValues) => string);
  const given = values[0] as MessageValues | undefined;
  const text = typeof message === 'function' ? message(given ?? {}) : message;
  const code = `${apiCourseImport.id}.${key}`;
  return { text, code: given ? { code, values: { ...given } } : { code } };
}

/**
 * One skipped item: each part the importer wrote is its English text with its code beside it;
 * a title or kind the source named (a resource's own type) is a plain string, without a code.
 */
export function skippedItem(
  title: string | ReportText,
  kind: string | ReportText,
  reason: ReportText,
): ImportSkippedItem {
  return {
    ...(typeof title === 'string' ? { title } : { title: title.text, titleCode: title.code }),
    ...(typeof kind === 'string' ? { kind } : { kind: kind.text, kindCode: kind.code }),
    reason: reason.text,
    reasonCode: reason.code,
  };
}

/** An empty report, for an importer to fill in. */
export function startReport(): ImportReport {
  return { imported: 0, skipped: [] };
}
