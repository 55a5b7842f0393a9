// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "settings-language";
export default {
  title: "Language",
  description: "Every page comes in it, on every device you sign in on.",
  label: "Language",
  save: "Save Language",
  saving: "Saving..."
}
