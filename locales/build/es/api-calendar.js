// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-calendar";
export default {
  createFailed: "No se pudo crear el evento. Vuelve a intentarlo.",
  updateFailed: "No se pudo actualizar el evento. Vuelve a intentarlo.",
  deleteFailed: "No se pudo eliminar el evento. Vuelve a intentarlo.",
  deleteConfirm: "¿Seguro que quieres eliminar este evento?",
  creating: "Creando evento...",
  updating: "Actualizando evento...",
  eventCreated: "Evento creado",
  eventUpdated: "Evento actualizado",
  eventDeleted: "Evento eliminado"
}
