// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-search-field";
export default {
  clearLabel: "Borrar búsqueda"
}
