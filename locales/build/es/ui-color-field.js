// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-color-field";
export default {
  copyLabel: "Copiar",
  copiedLabel: "Copiado",
  pickerLabel: (d) => "Selector de " + d.label,
  buttonName: (d) => d.action + " " + d.label
}
