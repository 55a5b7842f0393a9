// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-sidebar";
declare const messages: {
  readonly navigationLabel: string;
  readonly expandLabel: string;
  readonly collapseLabel: string;
};
export default messages;
