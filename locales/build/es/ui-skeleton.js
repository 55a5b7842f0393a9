// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-skeleton";
export default {
  loading: "Cargando..."
}
