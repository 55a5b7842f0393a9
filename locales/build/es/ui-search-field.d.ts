// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-search-field";
declare const messages: {
  readonly clearLabel: string;
};
export default messages;
