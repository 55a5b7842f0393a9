// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-search";
export default {
  coursesFailed: "Failed to fetch courses. Please try again."
}
