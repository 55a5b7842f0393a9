// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-stat";
export default {
  increaseLabel: "Aumento",
  decreaseLabel: "Disminución",
  flatLabel: "Sin cambios",
  spoken: (d) => d.trend + ": "
}
