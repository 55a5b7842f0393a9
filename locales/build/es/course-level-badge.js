// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "course-level-badge";
export default {
  beginner: "Principiante",
  intermediate: "Intermedio",
  advanced: "Avanzado"
}
