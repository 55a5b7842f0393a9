// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-mobile-bottom-bar";
export default {
  label: "Navegación inferior"
}
