// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-color-field";
export default {
  copyLabel: "Copy",
  copiedLabel: "Copied",
  pickerLabel: (d) => d.label + " picker",
  buttonName: (d) => d.action + " " + d.label
}
