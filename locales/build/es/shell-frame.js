// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "shell-frame";
export default {
  loading: "Cargando..."
}
