// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-builder";
export default {
  somethingWentWrong: "Algo salió mal. Inténtalo de nuevo.",
  loadingCourse: "Cargando el curso…",
  loadFailed: "No se pudo cargar el curso.",
  retry: "Intentar de nuevo",
  chooseFile: "Elige un archivo de curso para importar.",
  importFailed: "No se pudo importar el curso. Inténtalo de nuevo.",
  createFailed: "No se pudo crear el curso. Inténtalo de nuevo.",
  lessonProblem: (d) => d.lesson + ": " + d.reason
}
