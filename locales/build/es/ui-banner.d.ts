// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-banner";
declare const messages: {
  readonly dismissLabel: string;
};
export default messages;
