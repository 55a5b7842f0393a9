// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-carousel";
export default {
  previousLabel: "السابق",
  nextLabel: "التالي",
  roleDescription: "عرض دوّار"
}
