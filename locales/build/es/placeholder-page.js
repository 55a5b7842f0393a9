// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "placeholder-page";
export default {
  backLabel: "Volver al panel"
}
