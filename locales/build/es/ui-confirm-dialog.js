// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-confirm-dialog";
export default {
  confirmLabel: "Confirmar",
  busyLabel: "Guardando...",
  cancelLabel: "Cancelar",
  typedConfirmationLabel: "Escribe 'confirm' para continuar",
  confirmRequired: "Escribe 'confirm' para aplicar los cambios."
}
