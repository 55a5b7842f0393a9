// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-mobile-bottom-bar";
export default {
  label: "Bottom navigation"
}
