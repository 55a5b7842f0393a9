// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-confirm-dialog";
declare const messages: {
  readonly confirmLabel: string;
  readonly busyLabel: string;
  readonly cancelLabel: string;
  readonly typedConfirmationLabel: string;
  readonly confirmRequired: string;
};
export default messages;
