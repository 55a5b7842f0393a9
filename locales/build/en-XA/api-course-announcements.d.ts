// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-course-announcements";
declare const messages: {
  readonly sent: string;
  readonly notYours: string;
};
export default messages;
