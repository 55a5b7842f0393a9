// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-confirm-dialog";
export default {
  confirmLabel: "Confirm",
  busyLabel: "Saving...",
  cancelLabel: "Cancel",
  typedConfirmationLabel: "Type 'confirm' to proceed",
  confirmRequired: "Please type 'confirm' to proceed with the changes."
}
