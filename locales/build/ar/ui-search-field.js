// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-search-field";
export default {
  clearLabel: "مسح البحث"
}
