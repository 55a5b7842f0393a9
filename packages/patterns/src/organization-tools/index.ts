export { ExportReportsDialog } from './export-reports-dialog';
export type { ExportReportsDialogProps } from './export-reports-dialog';
export { BulkOperationsDialog } from './bulk-operations-dialog';
export type { BulkOperationsDialogProps, BulkOperationsTab } from './bulk-operations-dialog';
export { CommunicationHubDialog } from './communication-hub-dialog';
export type { CommunicationHubDialogProps, OrganizationMessage } from './communication-hub-dialog';
export {
  defaultExportReportsTexts,
  defaultBulkOperationsTexts,
  defaultCommunicationHubTexts,
} from './organization-tools-texts';
export type {
  ExportReportsTexts,
  BulkOperationsTexts,
  CommunicationHubTexts,
  MessageTemplate,
} from './organization-tools-texts';
export {
  organizationReportCsv,
  studentsCsv,
  defaultReportSectionTitles,
  defaultStudentFieldHeaders,
} from './organization-csv';
export type { ExportFormat, ExportSection, StudentExportField } from './organization-csv';
