// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-dialog";
declare const messages: {
  readonly close: string;
};
export default messages;
