// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-table";
export default {
  selectedLabel: (d) => d.count + " selected",
  selectAllLabel: "Select all rows",
  rowSelectLabel: (d) => "Select row " + d.row,
  loadingLabel: "Loading...",
  emptyTitle: "No results found"
}
