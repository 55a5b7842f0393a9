// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-sidebar";
export default {
  navigationLabel: "Navegación principal",
  expandLabel: "Expandir barra lateral",
  collapseLabel: "Contraer barra lateral"
}
