import type { MessageAudience } from '@lp/contract';
import * as organizationToolsMessages from '@lp/locales/en/organization-tools';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import {
  reportHeadersFrom,
  reportSectionTitlesFrom,
  studentFieldHeadersFrom,
  type ExportFormat,
  type ExportSection,
  type ReportHeaders,
  type StudentExportField,
} from './organization-csv';

// The organizations dashboard's three tool dialogs (spec 2 §2.8): the spec's names where it
// gives them, plain strings where it is silent. A deployment overrides any of them through a
// dialog's `texts`.

/** Texts both download dialogs share. */
interface DownloadTexts {
  /** The close button in the corner, and Cancel in the footer. */
  close: string;
  cancel: string;
  /** Shown when the browser could not build or hand over the file. */
  downloadFailed: string;
  /** Shown instead of the download when there is no organization to include. */
  noOrganizations: string;
}

export interface ExportReportsTexts extends DownloadTexts {
  title: string;
  description: string;
  /** The format radio group's name, the formats' names, and the note on the ones not built yet. */
  format: string;
  formatLabels: Record<ExportFormat, string>;
  formatNote: string;
  /** The sections' group name and labels; the labels are the report's section titles too. */
  sections: string;
  sectionLabels: Record<ExportSection, string>;
  /** Shown when no section is chosen (spec 2 §5: at least one is required). */
  sectionsRequired: string;
  /** The report's column headers and measure names. */
  reportHeaders: ReportHeaders;
  /** The download button, and its label while the file is made. */
  exportReport: string;
  exporting: string;
}

export interface BulkOperationsTexts extends DownloadTexts {
  title: string;
  description: string;
  /** The two tabs. */
  exportTab: string;
  importTab: string;
  /** The fields' group name and labels; the labels are the file's column headers too. */
  fields: string;
  fieldLabels: Record<StudentExportField, string>;
  /** Shown when no field is chosen. */
  fieldsRequired: string;
  /** The download button, and its label while the file is made. */
  exportStudents: string;
  exporting: string;
  /** The import options (spec 2 §2.8), their group name, and the import action. */
  importOptions: string;
  autoEnroll: string;
  sendWelcome: string;
  skipDuplicates: string;
  importStudents: string;
  /** Says importing is not built yet (no pretend success). */
  importUnavailable: string;
}

/** A ready-made message of the Communication Hub: its title becomes the subject. */
export interface MessageTemplate {
  id: string;
  title: string;
  content: string;
}

export interface CommunicationHubTexts {
  title: string;
  description: string;
  close: string;
  cancel: string;
  /** The audience select (spec 2 §2.8) and its choices. */
  audience: string;
  audienceLabels: Record<MessageAudience, string>;
  /** The template select, its placeholder, and each audience's templates. */
  template: string;
  templatePlaceholder: string;
  templates: Record<MessageAudience, readonly MessageTemplate[]>;
  /** The target organizations' group name and the line under it (none chosen means all). */
  organizations: string;
  organizationsHint: string;
  /** The estimate of spec 2 §9, read out as it changes. */
  estimatedRecipients: (count: number) => string;
  subject: string;
  content: string;
  /** The send options (spec 2 §2.8) and their group name. */
  options: string;
  emailNotification: string;
  scheduleMessage: string;
  readReceipt: string;
  /** The send button, its label while sending, and why it is disabled (spec 2 §5). */
  send: string;
  sending: string;
  sendRequirement: string;
  /** The confirmation with the server's count, and the button that then closes. */
  sent: (count: number) => string;
  done: string;
  /** The failure's title; the server's message (or `sendFailedFallback`) is under it. */
  sendFailed: string;
  sendFailedFallback: string;
}

type OrganizationToolsMessages = typeof organizationToolsMessages.default;

/** The texts both download dialogs share, from a language's messages. */
const sharedFrom = (m: OrganizationToolsMessages): DownloadTexts => ({
  close: m.close,
  cancel: m.cancel,
  downloadFailed: m.downloadFailed,
  noOrganizations: m.noOrganizations,
});

function exportReportsTextsFrom(m: OrganizationToolsMessages): ExportReportsTexts {
  return {
    ...sharedFrom(m),
    title: m.exportTitle,
    description: m.exportDescription,
    format: m.format,
    formatLabels: { pdf: m.formatPdf, excel: m.formatExcel, csv: m.formatCsv },
    formatNote: m.formatNote,
    sections: m.sections,
    sectionLabels: reportSectionTitlesFrom(m),
    sectionsRequired: m.sectionsRequired,
    reportHeaders: reportHeadersFrom(m),
    exportReport: m.exportReport,
    exporting: m.exporting,
  };
}

function bulkOperationsTextsFrom(m: OrganizationToolsMessages): BulkOperationsTexts {
  return {
    ...sharedFrom(m),
    title: m.bulkTitle,
    description: m.bulkDescription,
    exportTab: m.exportTab,
    importTab: m.importTab,
    fields: m.fields,
    fieldLabels: studentFieldHeadersFrom(m),
    fieldsRequired: m.fieldsRequired,
    exportStudents: m.exportStudents,
    exporting: m.exporting,
    importOptions: m.importOptions,
    autoEnroll: m.autoEnroll,
    sendWelcome: m.sendWelcome,
    skipDuplicates: m.skipDuplicates,
    importStudents: m.importStudents,
    importUnavailable: m.importUnavailable,
  };
}

function communicationHubTextsFrom(m: OrganizationToolsMessages): CommunicationHubTexts {
  return {
    title: m.hubTitle,
    description: m.hubDescription,
    close: m.close,
    cancel: m.cancel,
    audience: m.audience,
    audienceLabels: {
      teachers: m.audienceTeachers,
      students: m.audienceStudents,
      'at-risk': m.audienceAtRisk,
    },
    template: m.template,
    templatePlaceholder: m.templatePlaceholder,
    templates: {
      teachers: [
        {
          id: 'teachers-term-schedule',
          title: m.teachersTermScheduleTitle,
          content: m.teachersTermScheduleContent,
        },
        {
          id: 'teachers-support-students',
          title: m.teachersSupportStudentsTitle,
          content: m.teachersSupportStudentsContent,
        },
        {
          id: 'teachers-grading-deadline',
          title: m.teachersGradingDeadlineTitle,
          content: m.teachersGradingDeadlineContent,
        },
      ],
      students: [
        {
          id: 'students-welcome',
          title: m.studentsWelcomeTitle,
          content: m.studentsWelcomeContent,
        },
        {
          id: 'students-new-courses',
          title: m.studentsNewCoursesTitle,
          content: m.studentsNewCoursesContent,
        },
        {
          id: 'students-maintenance',
          title: m.studentsMaintenanceTitle,
          content: m.studentsMaintenanceContent,
        },
      ],
      'at-risk': [
        { id: 'at-risk-check-in', title: m.atRiskCheckInTitle, content: m.atRiskCheckInContent },
        { id: 'at-risk-tutoring', title: m.atRiskTutoringTitle, content: m.atRiskTutoringContent },
      ],
    },
    organizations: m.organizations,
    organizationsHint: m.organizationsHint,
    estimatedRecipients: (count) => m.estimatedRecipients({ count }),
    subject: m.subject,
    content: m.content,
    options: m.options,
    emailNotification: m.emailNotification,
    scheduleMessage: m.scheduleMessage,
    readReceipt: m.readReceipt,
    send: m.send,
    sending: m.sending,
    sendRequirement: m.sendRequirement,
    sent: (count) => m.sent({ count }),
    done: m.done,
    sendFailed: m.sendFailed,
    sendFailedFallback: m.sendFailedFallback,
  };
}

export const defaultExportReportsTexts: ExportReportsTexts = exportReportsTextsFrom(
  organizationToolsMessages.default,
);
export const defaultBulkOperationsTexts: BulkOperationsTexts = bulkOperationsTextsFrom(
  organizationToolsMessages.default,
);
export const defaultCommunicationHubTexts: CommunicationHubTexts = communicationHubTextsFrom(
  organizationToolsMessages.default,
);

/** A dialog's texts in the tree's language, with a deployment's overrides on top. */
function useToolTexts<T>(from: (m: OrganizationToolsMessages) => T, overrides?: Partial<T>): T {
  const messages = useMessages(organizationToolsMessages);
  const texts = useMemo(() => from(messages), [from, messages]);
  return useMemo(() => (overrides ? { ...texts, ...overrides } : texts), [texts, overrides]);
}

export const useExportReportsTexts = (overrides?: Partial<ExportReportsTexts>) =>
  useToolTexts(exportReportsTextsFrom, overrides);
export const useBulkOperationsTexts = (overrides?: Partial<BulkOperationsTexts>) =>
  useToolTexts(bulkOperationsTextsFrom, overrides);
export const useCommunicationHubTexts = (overrides?: Partial<CommunicationHubTexts>) =>
  useToolTexts(communicationHubTextsFrom, overrides);
