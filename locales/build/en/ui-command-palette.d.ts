// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-command-palette";
declare const messages: {
  readonly title: string;
  readonly placeholder: string;
  readonly inputLabel: string;
  readonly emptyText: string;
};
export default messages;
