// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "placeholder-page";
export default {
  backLabel: "Back to Dashboard"
}
