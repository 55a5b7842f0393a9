import {
  DEFAULT_IMPORT_OPTIONS,
  STUDENT_EXPORT_FIELDS,
  canExport,
  type Organization,
} from '@lp/contract';
import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@lp/ui';
import { Download, Upload } from '@lp/ui/icons';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { downloadCsv } from '../user-management/users-csv';
import { CheckboxFieldset } from './checkbox-fieldset';
import { studentsCsv, type StudentExportField } from './organization-csv';
import { useBulkOperationsTexts, type BulkOperationsTexts } from './organization-tools-texts';
import { useCsvDownload } from './use-csv-download';

/** The two parts of the dialog. */
export type BulkOperationsTab = 'export' | 'import';

const importOptions = Object.keys(
  DEFAULT_IMPORT_OPTIONS,
) as (keyof typeof DEFAULT_IMPORT_OPTIONS)[];

export interface BulkOperationsDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called to open or close it (Cancel, Escape, the close button, and after the download). */
  onOpenChange: (open: boolean) => void;
  /** The organizations whose students are exported. */
  organizations: readonly Organization[];
  /** The tab shown when the dialog opens. @default 'export' */
  defaultTab?: BulkOperationsTab;
  /** The downloaded file's name. @default 'students.csv' */
  fileName?: string;
  /** Hands the file to the browser (stories and tests pass their own). @default downloadCsv */
  onDownload?: (fileName: string, csv: string) => void;
  /** The visible texts. @default defaultBulkOperationsTexts */
  texts?: Partial<BulkOperationsTexts>;
}

/**
 * Bulk Operations of the organizations dashboard (spec 2 §2.8): export the students of every
 * organization with the chosen fields (a CSV made in the browser), or import students, which
 * is not built yet and says so: its options show, its action is disabled.
 */
export function BulkOperationsDialog({
  open,
  onOpenChange,
  organizations,
  defaultTab = 'export',
  fileName = 'students.csv',
  onDownload = downloadCsv,
  texts: textsProp,
}: BulkOperationsDialogProps) {
  const texts = useBulkOperationsTexts(textsProp);
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
      <DialogContent closeLabel={texts.close} data-slot="bulk-operations-dialog">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open only, so each opening starts from the defaults. */}
        <BulkOperationsBody
          organizations={organizations}
          defaultTab={defaultTab}
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

interface BodyProps {
  organizations: readonly Organization[];
  fileName: string;
  onDownload: (fileName: string, csv: string) => void;
  onClose: () => void;
  runningRef: RefObject<boolean>;
  texts: BulkOperationsTexts;
}

function BulkOperationsBody({
  defaultTab,
  ...props
}: BodyProps & { defaultTab: BulkOperationsTab }) {
  // Kept here, so the chosen fields survive a visit to the import tab.
  const [fields, setFields] = useState<StudentExportField[]>([...STUDENT_EXPORT_FIELDS]);
  const { texts, onClose } = props;
  return (
    <Tabs defaultValue={defaultTab} className="min-w-0">
      <TabsList>
        <TabsTrigger value="export">
          <Download aria-hidden="true" />
          {texts.exportTab}
        </TabsTrigger>
        <TabsTrigger value="import">
          <Upload aria-hidden="true" />
          {texts.importTab}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="export">
        <StudentExportForm {...props} fields={fields} onFieldsChange={setFields} />
      </TabsContent>
      <TabsContent value="import">
        <StudentImportPanel onClose={onClose} texts={texts} />
      </TabsContent>
    </Tabs>
  );
}

function StudentExportForm({
  organizations,
  fileName,
  onDownload,
  onClose,
  runningRef,
  texts,
  fields,
  onFieldsChange,
}: BodyProps & {
  fields: StudentExportField[];
  onFieldsChange: (fields: StudentExportField[]) => void;
}) {
  const errorId = useId();
  const { busy, failed, run } = useCsvDownload({
    download: onDownload,
    onDone: onClose,
    runningRef,
  });
  const valid = canExport(fields);
  const empty = organizations.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || empty) return;
    void run(fileName, () => studentsCsv(organizations, fields, texts.fieldLabels));
  };

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-5">
      <CheckboxFieldset
        legend={texts.fields}
        options={STUDENT_EXPORT_FIELDS}
        labels={texts.fieldLabels}
        value={fields}
        onValueChange={onFieldsChange}
        error={valid ? undefined : texts.fieldsRequired}
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
          {texts.exportStudents}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The import's options as the spec lists them (all on), and its action, not available yet. */
function StudentImportPanel({
  onClose,
  texts,
}: {
  onClose: () => void;
  texts: BulkOperationsTexts;
}) {
  const noteId = useId();
  return (
    <div className="grid min-w-0 gap-5">
      <Banner variant="info" id={noteId}>
        {texts.importUnavailable}
      </Banner>
      <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-medium text-text">{texts.importOptions}</legend>
        {importOptions.map((option) => (
          <Checkbox
            key={option}
            label={texts[option]}
            defaultChecked={DEFAULT_IMPORT_OPTIONS[option]}
            disabled
          />
        ))}
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button disabled aria-describedby={noteId}>
          <Upload aria-hidden="true" />
          {texts.importStudents}
        </Button>
      </DialogFooter>
    </div>
  );
}
