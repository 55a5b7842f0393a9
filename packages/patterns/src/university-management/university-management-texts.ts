import { universityFormMessages } from '@lp/contract';

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

const universitiesCount = (count: number) =>
  `${count} ${count === 1 ? 'university' : 'universities'}`;

export const defaultUniversityManagementTexts: UniversityManagementTexts = {
  title: 'University Management',
  intro: 'Create universities, change their details and status, or remove them.',
  createUniversity: 'Create University',
  listHeading: 'All Universities',
  search: 'Search universities...',
  statusFilter: 'Status',
  allStatuses: 'All Status',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  statusSuspended: 'Suspended',
  resultCount: (shown, total) =>
    shown === total ? universitiesCount(total) : `${shown} of ${universitiesCount(total)}`,
  emptyTitle: 'No universities found',
  emptyFilteredHint: 'Try adjusting your search or filter criteria.',
  emptyHint: 'Create the first university to get started.',
  loading: 'Loading universities...',
  error: 'Could not load the universities.',
  retry: 'Try again',
  slug: 'Slug',
  domain: 'Domain',
  noDomain: 'No domain',
  description: 'Description',
  noDescription: 'No description',
  students: 'Students',
  teachers: 'Teachers',
  courses: 'Courses',
  created: 'Created',
  updated: 'Updated',
  brandColor: 'Primary Color',
  viewDetails: (name) => `View details of ${name}`,
  edit: (name) => `Edit ${name}`,
  settings: (name) => `Branding settings of ${name}`,
  signInSettings: (name) => `Sign-in settings of ${name}`,
  delete: (name) => `Delete ${name}`,
  deleteTitle: 'Delete University',
  deleteQuestion: (name) =>
    `Are you sure you want to delete ${name}? This action cannot be undone.`,
  deleteAction: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleteFailed: 'Could not delete the university. Please try again.',
  deleted: (name) => `${name} was deleted.`,
  backToList: 'Back to Universities',
  createTitle: 'Create University',
  createIntro: 'Add a university and name the administrator who will run it.',
  editTitle: 'Edit University',
  editIntro: (name) => `Change the details of ${name}.`,
  detailsSection: 'University Details',
  adminSection: 'Administrator',
  adminIntro: 'The first administrator of the university is invited by e-mail.',
  brandingSection: 'Branding',
  nameLabel: 'University Name',
  nameHint: 'Shown to its people and on its sign-in page.',
  slugLabel: 'Slug',
  slugHint: 'Used in addresses. Filled in from the name until you change it.',
  domainLabel: 'Domain',
  domainHint: 'The host name the university is reached on, e.g. learn.northbridge.edu.',
  descriptionLabel: 'Description',
  statusLabel: 'Status',
  adminNameLabel: 'Admin Name',
  adminEmailLabel: 'Admin Email',
  primaryColorLabel: 'Primary Color',
  primaryColorPicker: 'Primary Color picker',
  copy: 'Copy',
  copied: 'Copied',
  logoUrlLabel: 'Logo URL',
  faviconUrlLabel: 'Favicon URL',
  cancelForm: 'Cancel',
  submitCreate: 'Create University',
  submitUpdate: 'Update University',
  creating: 'Creating...',
  updating: 'Updating...',
  saveFailed: 'Could not save the university. Please try again.',
  notFoundTitle: 'University Not Found',
  notFoundMessage: 'The university you want to edit does not exist, or it was deleted.',
  messages: universityFormMessages,
};
