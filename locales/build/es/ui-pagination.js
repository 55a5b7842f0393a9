// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-pagination";
export default {
  label: "Paginación",
  previousLabel: "Anterior",
  nextLabel: "Siguiente",
  pageLabel: (d) => "Página " + d.page
}
