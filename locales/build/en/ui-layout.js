// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-layout";
export default {
  skipLink: "Skip to main content"
}
