// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-layout";
export default {
  skipLink: "Saltar al contenido principal"
}
