// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-sidebar";
export default {
  navigationLabel: "التنقل الرئيسي",
  expandLabel: "توسيع الشريط الجانبي",
  collapseLabel: "طي الشريط الجانبي"
}
