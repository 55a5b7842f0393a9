// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "course-level-badge";
export default {
  beginner: "مبتدئ",
  intermediate: "متوسط",
  advanced: "متقدّم"
}
