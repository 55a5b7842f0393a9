import * as universityManagementMessages from '@lp/locales/en/university-management';
import { universityFormMessages } from '@lp/contract';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';

// University management's visible texts: the spec's strings (spec 2 §2.11, §5) where it gives
// them, plain ones where it is silent. A deployment overrides any of them through the page's
// `texts`; the form's validation messages through `texts.messages`, keyed like the contract's.

/** Keys of the contract's university form messages (spec 2 §5 and the server's refusals). */
export type UniversityFormMessageKey = keyof typeof universityFormMessages;

/** The list's texts: heading, search, filter, rows, empty state and the delete confirmation. */
export interface UniversityListTexts {
  /** The list mode's heading and the line under it. */
  title: string;
  intro: string;
  /** The button that opens the create form (spec 2 §2.11). */
  createUniversity: string;
  /** The heading over the search, the filter and the rows. */
  listHeading: string;
  /** The search box's name and placeholder. */
  search: string;
  /** The status filter's name (read, not shown) and its first choice. */
  statusFilter: string;
  allStatuses: string;
  /** The status labels, in the filter, the badges and the form's status select. */
  statusActive: string;
  statusInactive: string;
  statusSuspended: string;
  /** How many universities the search and the filter leave, read out as they change. */
  resultCount: (shown: number, total: number) => string;
  /** The empty list: its title, and the hint with or without a search or filter. */
  emptyTitle: string;
  emptyFilteredHint: string;
  emptyHint: string;
  /** Spoken while the universities load. */
  loading: string;
  /** Shown when the universities could not be loaded, with the retry button. */
  error: string;
  retry: string;
  /** A row's details (the view disclosure) and their labels. */
  slug: string;
  domain: string;
  noDomain: string;
  description: string;
  noDescription: string;
  students: string;
  teachers: string;
  courses: string;
  created: string;
  updated: string;
  brandColor: string;
  /** The accessible names of a row's icon buttons (view, edit, settings, delete). */
  viewDetails: (name: string) => string;
  edit: (name: string) => string;
  settings: (name: string) => string;
  /** The sign-in provider icon of a row (issue 33). */
  signInSettings: (name: string) => string;
  delete: (name: string) => string;
  /** The delete confirmation (spec 2 §2.11): title, question, buttons, and its failure. */
  deleteTitle: string;
  deleteQuestion: (name: string) => string;
  deleteAction: string;
  deleting: string;
  cancel: string;
  deleteFailed: string;
  /** Read out once a university was deleted. */
  deleted: (name: string) => string;
}

/** The create and edit form's texts. */
export interface UniversityFormTexts {
  /** The way back to the list (spec 2 §2.11). */
  backToList: string;
  /** The form's heading and the line under it, creating or editing. */
  createTitle: string;
  createIntro: string;
  editTitle: string;
  editIntro: (name: string) => string;
  /** The form's sections. */
  detailsSection: string;
  adminSection: string;
  adminIntro: string;
  brandingSection: string;
  /** The field labels and hints. */
  nameLabel: string;
  nameHint: string;
  slugLabel: string;
  slugHint: string;
  domainLabel: string;
  domainHint: string;
  descriptionLabel: string;
  statusLabel: string;
  adminNameLabel: string;
  adminEmailLabel: string;
  primaryColorLabel: string;
  primaryColorPicker: string;
  copy: string;
  copied: string;
  logoUrlLabel: string;
  faviconUrlLabel: string;
  /** 'Cancel', and submit with its progress text (spec 2 §2.11). */
  cancelForm: string;
  submitCreate: string;
  submitUpdate: string;
  creating: string;
  updating: string;
  /** Shown above the buttons when the server refused without a message. */
  saveFailed: string;
  /** Edit of a university that is not in the list. */
  notFoundTitle: string;
  notFoundMessage: string;
  /** The contract's validation messages (spec 2 §5) and the server's field refusals. */
  messages: Record<UniversityFormMessageKey, string>;
}

export interface UniversityManagementTexts extends UniversityListTexts, UniversityFormTexts {}

type UniversityManagementMessages = typeof universityManagementMessages.default;

/** The texts from a language's messages (the compiled `university-management` namespace). */
function textsFrom(m: UniversityManagementMessages): UniversityManagementTexts {
  return {
    ...m,
    resultCount: (shown, total) =>
      shown === total ? m.resultCount({ total }) : m.resultCountFiltered({ shown, total }),
    viewDetails: (name) => m.viewDetails({ name }),
    edit: (name) => m.edit({ name }),
    settings: (name) => m.settings({ name }),
    signInSettings: (name) => m.signInSettings({ name }),
    delete: (name) => m.delete({ name }),
    deleteQuestion: (name) => m.deleteQuestion({ name }),
    deleted: (name) => m.deleted({ name }),
    editIntro: (name) => m.editIntro({ name }),
    // The contract's validation messages (issue 34: coded messages come later).
    messages: universityFormMessages,
  };
}

export const defaultUniversityManagementTexts: UniversityManagementTexts = textsFrom(
  universityManagementMessages.default,
);

/** The texts in the tree's language (the page merges a deployment's overrides on top). */
export function useUniversityManagementTexts(): UniversityManagementTexts {
  const messages = useMessages(universityManagementMessages);
  return useMemo(() => textsFrom(messages), [messages]);
}
