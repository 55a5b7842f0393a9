// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-pagination";
export default {
  label: "ترقيم الصفحات",
  previousLabel: "السابق",
  nextLabel: "التالي",
  pageLabel: (d) => "الصفحة " + d.page
}
