// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-video";
export default {
  invalidUrl: "Introduce una URL de Vimeo válida (p. ej., vimeo.com/123456 o vimeo.com/event/123456/embed)",
  unchanged: "No se detectaron cambios. Introduce una URL diferente.",
  invalidPreview: "Introduce una URL de Vimeo válida para la vista previa.",
  confirmRequired: "Escribe 'confirm' para aplicar los cambios.",
  saveFailed: "No se pudo actualizar la URL. Vuelve a intentarlo.",
  liveSaved: "¡URL de la transmisión en vivo actualizada correctamente!",
  welcomeSaved: "¡URL del mensaje de bienvenida actualizada correctamente!"
}
