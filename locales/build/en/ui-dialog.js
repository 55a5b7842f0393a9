// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-dialog";
export default {
  close: "Close"
}
