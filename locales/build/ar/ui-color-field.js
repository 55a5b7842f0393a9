// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-color-field";
export default {
  copyLabel: "نسخ",
  copiedLabel: "تم النسخ",
  pickerLabel: (d) => "منتقي " + d.label,
  buttonName: (d) => d.action + " " + d.label
}
