// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-search-field";
export default {
  clearLabel: "Clear search"
}
