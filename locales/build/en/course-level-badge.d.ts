// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "course-level-badge";
declare const messages: {
  readonly beginner: string;
  readonly intermediate: string;
  readonly advanced: string;
};
export default messages;
