// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-banner";
export default {
  dismissLabel: "Descartar"
}
