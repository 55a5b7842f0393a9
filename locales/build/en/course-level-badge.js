// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "course-level-badge";
export default {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced"
}
