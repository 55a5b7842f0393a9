// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-search-field";
export default {
  clearLabel: "[Ƈŀḗḗȧȧř şḗḗȧȧřƈħ ~~]"
}
