import type { MessageAudience } from '@lp/contract';
import {
  defaultReportSectionTitles,
  defaultStudentFieldHeaders,
  type ExportFormat,
  type ExportSection,
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

const shared: DownloadTexts = {
  close: 'Close',
  cancel: 'Cancel',
  downloadFailed: 'Could not create the file. Please try again.',
  noOrganizations: 'There are no organizations to export yet.',
};

export const defaultExportReportsTexts: ExportReportsTexts = {
  ...shared,
  title: 'Export Reports',
  description: 'Choose a format and the data to include in the report.',
  format: 'Format',
  formatLabels: { pdf: 'PDF', excel: 'Excel', csv: 'CSV' },
  formatNote: 'PDF and Excel reports are coming soon; CSV downloads now.',
  sections: 'Data sections',
  sectionLabels: defaultReportSectionTitles,
  sectionsRequired: 'Select at least one section',
  exportReport: 'Export Report',
  exporting: 'Exporting...',
};

export const defaultBulkOperationsTexts: BulkOperationsTexts = {
  ...shared,
  title: 'Bulk Operations',
  description: 'Export the students of every organization, or import new ones.',
  exportTab: 'Export Students',
  importTab: 'Import Students',
  fields: 'Fields to export',
  fieldLabels: defaultStudentFieldHeaders,
  fieldsRequired: 'Select at least one field',
  exportStudents: 'Export Students',
  exporting: 'Exporting...',
  importOptions: 'Import options',
  autoEnroll: 'Auto-enroll in courses',
  sendWelcome: 'Send welcome email',
  skipDuplicates: 'Skip duplicates',
  importStudents: 'Import Students',
  importUnavailable: 'Importing students is not available yet.',
};

const people = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;

export const defaultCommunicationHubTexts: CommunicationHubTexts = {
  title: 'Communication Hub',
  description: 'Send a message to the teachers or students of your organizations.',
  close: 'Close',
  cancel: 'Cancel',
  audience: 'Audience',
  audienceLabels: { teachers: 'Teachers', students: 'Students', 'at-risk': 'At-risk students' },
  template: 'Template',
  templatePlaceholder: 'Choose a template',
  templates: {
    teachers: [
      {
        id: 'teachers-term-schedule',
        title: 'Next term’s schedule',
        content:
          'Dear colleagues,\n\nThe course schedule for next term is now available. Please review your sessions and confirm your availability by Friday.\n\nThank you.',
      },
      {
        id: 'teachers-support-students',
        title: 'Students who need support',
        content:
          'Dear colleagues,\n\nSome of your students have completed fewer than two courses or spent under two hours learning. Please reach out to them this week and offer your help.\n\nThank you.',
      },
      {
        id: 'teachers-grading-deadline',
        title: 'Grading deadline',
        content:
          'Dear colleagues,\n\nA reminder that all grades for this term are due by the end of next week.\n\nThank you.',
      },
    ],
    students: [
      {
        id: 'students-welcome',
        title: 'Welcome to the new term',
        content:
          'Hello,\n\nWelcome back! Your courses for the new term are ready. Sign in to see your schedule and start learning.\n\nHave a great term.',
      },
      {
        id: 'students-new-courses',
        title: 'New courses available',
        content:
          'Hello,\n\nNew courses have been added to the catalogue. Browse them today and enrol in the ones that interest you.',
      },
      {
        id: 'students-maintenance',
        title: 'Planned maintenance',
        content:
          'Hello,\n\nThe platform will be unavailable for about an hour this Saturday night for planned maintenance. Your progress is saved.',
      },
    ],
    'at-risk': [
      {
        id: 'at-risk-check-in',
        title: 'We are here to help',
        content:
          'Hello,\n\nWe noticed you have not been able to spend much time on your courses lately. Your teachers are happy to help you plan your studies: reply to this message to book a short call.',
      },
      {
        id: 'at-risk-tutoring',
        title: 'Free tutoring sessions',
        content:
          'Hello,\n\nFree tutoring sessions run every week. Join one to get help with your courses and catch up at your own pace.',
      },
    ],
  },
  organizations: 'Organizations',
  organizationsHint: 'None selected: the message goes to all organizations.',
  estimatedRecipients: (count) => `Estimated recipients: ${count.toLocaleString('en-US')}`,
  subject: 'Subject',
  content: 'Message',
  options: 'Options',
  emailNotification: 'Email notification',
  scheduleMessage: 'Schedule message',
  readReceipt: 'Read receipt',
  send: 'Send Message',
  sending: 'Sending...',
  sendRequirement: 'Enter a subject and a message to send.',
  sent: (count) => `Message sent to ${people(count)}.`,
  done: 'Done',
  sendFailed: 'The message was not sent.',
  sendFailedFallback: 'Something went wrong. Please try again.',
};
