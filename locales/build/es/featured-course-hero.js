// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "featured-course-hero";
export default {
  startLearning: "Empezar a aprender",
  moreInfo: "Más información",
  progress: "Progreso del curso"
}
