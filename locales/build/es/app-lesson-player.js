// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-lesson-player";
export default {
  loading: "Cargando tu experiencia de aprendizaje personalizada...",
  progressSaveFailed: "No se pudo guardar tu progreso. Inténtalo de nuevo.",
  noteAdded: "Nota añadida",
  bookmarkTitle: (d) => d.lesson + " en " + d.time,
  bookmarkAdded: (d) => "Marcador añadido en " + d.time,
  quizResultNote: (d) => d.lesson + ": " + d.result
}
