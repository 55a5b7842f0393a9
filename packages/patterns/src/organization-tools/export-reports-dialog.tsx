import { EXPORT_FORMATS, EXPORT_SECTIONS, canExport, type Organization } from '@lp/contract';
import {
  Banner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  RadioGroup,
  RadioGroupItem,
} from '@lp/ui';
import { Download } from '@lp/ui/icons';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { downloadCsv } from '../user-management/users-csv';
import { CheckboxFieldset } from './checkbox-fieldset';
import { organizationReportCsv, type ExportFormat, type ExportSection } from './organization-csv';
import { useExportReportsTexts, type ExportReportsTexts } from './organization-tools-texts';
import { useCsvDownload } from './use-csv-download';

/** The one format that downloads today; PDF and Excel show as coming. */
const availableFormats: readonly ExportFormat[] = ['csv'];

export interface ExportReportsDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called to open or close it (Cancel, Escape, the close button, and after the download). */
  onOpenChange: (open: boolean) => void;
  /** The organizations the report covers. */
  organizations: readonly Organization[];
  /** The sections checked when the dialog opens. @default every section */
  defaultSections?: readonly ExportSection[];
  /** The downloaded file's name. @default 'organization-report.csv' */
  fileName?: string;
  /** Hands the file to the browser (stories and tests pass their own). @default downloadCsv */
  onDownload?: (fileName: string, csv: string) => void;
  /** The visible texts. @default defaultExportReportsTexts */
  texts?: Partial<ExportReportsTexts>;
}

/**
 * Export Reports of the organizations dashboard (spec 2 §2.8): a format (CSV today; PDF and
 * Excel shown as coming) and the data sections, at least one (spec 2 §5). Export builds the
 * report in the browser, downloads it and closes.
 */
export function ExportReportsDialog({
  open,
  onOpenChange,
  organizations,
  defaultSections = EXPORT_SECTIONS,
  fileName = 'organization-report.csv',
  onDownload = downloadCsv,
  texts: textsProp,
}: ExportReportsDialogProps) {
  const texts = useExportReportsTexts(textsProp);
  const runningRef = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The dialog stays while the file is made.
        if (!next && runningRef.current) return;
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={texts.close} data-slot="export-reports-dialog">
        {/* Mounted while open only, so each opening starts from the defaults. */}
        <ExportReportsForm
          organizations={organizations}
          defaultSections={defaultSections}
          fileName={fileName}
          onDownload={onDownload}
          onClose={() => onOpenChange(false)}
          runningRef={runningRef}
          texts={texts}
        />
      </DialogContent>
    </Dialog>
  );
}

function ExportReportsForm({
  organizations,
  defaultSections,
  fileName,
  onDownload,
  onClose,
  runningRef,
  texts,
}: {
  organizations: readonly Organization[];
  defaultSections: readonly ExportSection[];
  fileName: string;
  onDownload: (fileName: string, csv: string) => void;
  onClose: () => void;
  runningRef: RefObject<boolean>;
  texts: ExportReportsTexts;
}) {
  const errorId = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [sections, setSections] = useState<ExportSection[]>([...defaultSections]);
  const { busy, failed, run } = useCsvDownload({
    download: onDownload,
    onDone: onClose,
    runningRef,
  });
  const valid = canExport(sections);
  const empty = organizations.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || empty) return;
    void run(fileName, () =>
      organizationReportCsv(organizations, sections, texts.sectionLabels, texts.reportHeaders),
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="grid min-w-0 gap-5">
        <RadioGroup
          label={texts.format}
          description={texts.formatNote}
          orientation="horizontal"
          value={format}
          onValueChange={(value) => setFormat(value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((each) => (
            <RadioGroupItem
              key={each}
              value={each}
              label={texts.formatLabels[each]}
              disabled={!availableFormats.includes(each)}
            />
          ))}
        </RadioGroup>
        <CheckboxFieldset
          legend={texts.sections}
          options={EXPORT_SECTIONS}
          labels={texts.sectionLabels}
          value={sections}
          onValueChange={setSections}
          error={valid ? undefined : texts.sectionsRequired}
          errorId={errorId}
        />
        {empty ? <Banner variant="info">{texts.noOrganizations}</Banner> : null}
        {failed ? <Banner variant="error">{texts.downloadFailed}</Banner> : null}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            loading={busy}
            loadingText={texts.exporting}
            disabled={!valid || empty}
            aria-describedby={valid ? undefined : errorId}
          >
            <Download aria-hidden="true" />
            {texts.exportReport}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
