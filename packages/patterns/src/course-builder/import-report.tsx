import type { ImportReport as ImportReportData, MessageCode } from '@lp/contract/api';
import * as importReportMessages from '@lp/locales/en/course-import-report';
import { Banner, Link, useCodedMessage, useMessages } from '@lp/ui';

export interface ImportReportProps {
  /** The imported course's title (data, in its own language). */
  courseTitle: string;
  /** What the import did: the lessons it made and everything it left out, with why. */
  report: ImportReportData;
  /** The new draft in the builder. */
  courseHref: string;
  className?: string;
}

/**
 * What an import brought in and what it did not (issue 32: nothing is dropped silently), shown
 * on /builder after the file is read, with the way to the new draft. A skipped item's kind and
 * reason come from the importer in English with their message codes (issue 34): they show in
 * the page's language when its namespace (`api-course-import`, loaded here only) has the code,
 * and as the importer wrote them otherwise (an answer without codes, a kind the source named).
 */
export function ImportReport({ courseTitle, report, courseHref, className }: ImportReportProps) {
  const text = useMessages(importReportMessages);
  const translate = useCodedMessage();
  // Only a text that came with its code is translated: a title or kind the source named is data.
  const shown = (english: string, coded: MessageCode | undefined) =>
    (coded && translate(english, coded)) || english;
  const skipped = report.skipped.length;
  return (
    <Banner
      variant={skipped > 0 ? 'warning' : 'success'}
      data-slot="import-report"
      className={className}
      title={text.title({ title: courseTitle })}
      action={<Link href={courseHref}>{text.openCourse}</Link>}
    >
      <p>{text.importedCount({ count: report.imported })}</p>
      {skipped === 0 ? (
        <p>{text.nothingSkipped}</p>
      ) : (
        <>
          <p className="mt-2 font-medium">{text.skippedHeading({ count: skipped })}</p>
          <ul className="mt-1 list-disc ps-5">
            {report.skipped.map((item, index) => (
              // The importer's own words: isolated, so they keep their direction and the bullet
              // stays on the page's side (docs/right-to-left.md).
              <li key={index}>
                <bdi>
                  {text.skippedItem({
                    title: shown(item.title, item.titleCode),
                    kind: shown(item.kind, item.kindCode),
                    reason: shown(item.reason, item.reasonCode),
                  })}
                </bdi>
              </li>
            ))}
          </ul>
        </>
      )}
    </Banner>
  );
}
