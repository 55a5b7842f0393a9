// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-pagination";
export default {
  label: "Pagination",
  previousLabel: "Previous",
  nextLabel: "Next",
  pageLabel: (d) => "Page " + d.page
}
