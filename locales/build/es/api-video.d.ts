// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-video";
declare const messages: {
  readonly invalidUrl: string;
  readonly unchanged: string;
  readonly invalidPreview: string;
  readonly confirmRequired: string;
  readonly saveFailed: string;
  readonly liveSaved: string;
  readonly welcomeSaved: string;
};
export default messages;
