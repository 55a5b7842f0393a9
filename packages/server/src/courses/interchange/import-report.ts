/** The import report of the contract (`importReportSchema`): both importers fill one in. */
import type { ImportReport, ImportSkippedItem } from '@lp/contract/api';

export type { ImportReport, ImportSkippedItem as SkippedItem };

/** An empty report, for an importer to fill in. */
export function startReport(): ImportReport {
  return { imported: 0, skipped: [] };
}
