// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "course-import-report";
declare const messages: {
  readonly title: (values: { "title": string | number }) => string;
  readonly importedCount: (values: { "count": number }) => string;
  readonly nothingSkipped: string;
  readonly skippedHeading: (values: { "count": number }) => string;
  readonly openCourse: string;
  readonly skippedItem: (values: { "title": string | number; "kind": string | number; "reason": string | number }) => string;
};
export default messages;
