// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "lesson-notes";
declare const messages: {
  readonly panel: string;
  readonly notesTab: string;
  readonly bookmarksTab: string;
  readonly noteField: string;
  readonly notePlaceholder: string;
  readonly noteTakenAt: (values: { "time": string | number }) => string;
  readonly addNote: string;
  readonly addBookmark: (values: { "time": string | number }) => string;
  readonly emptyNotes: string;
  readonly emptyBookmarks: string;
  readonly seek: (values: { "time": string | number }) => string;
  readonly deleteNote: (values: { "preview": string | number }) => string;
  readonly deleteBookmark: (values: { "title": string | number }) => string;
  readonly untitledBookmark: (values: { "time": string | number }) => string;
  readonly showMore: string;
  readonly showLess: string;
  readonly tags: string;
};
export default messages;
