// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "progress-map";
export default {
  title: "Ruta de aprendizaje",
  statusCompleted: "Completada",
  statusCurrent: "Actual",
  statusLocked: "Bloqueada",
  statusAvailable: "Disponible",
  difficultyEasy: "Fácil",
  difficultyMedium: "Media",
  difficultyHard: "Difícil",
  typeLesson: "Lección",
  typeQuiz: "Cuestionario",
  minutes: (d) => d.minutes + " min",
  hasNotes: "Tiene notas",
  hasBookmarks: "Tiene marcadores",
  empty: "Aún no hay lecciones."
}
