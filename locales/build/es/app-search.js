// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-search";
export default {
  coursesFailed: "No se pudieron cargar los cursos. Inténtalo de nuevo."
}
