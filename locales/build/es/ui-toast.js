// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-toast";
export default {
  closeLabel: "Cerrar notificación",
  label: "Notificación",
  regionLabel: (d) => "Notificaciones (" + d.hotkey + ")"
}
