// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "university-languages";
declare const messages: {
  readonly section: string;
  readonly intro: string;
  readonly offeredLabel: string;
  readonly defaultLabel: string;
  readonly defaultHint: string;
};
export default messages;
