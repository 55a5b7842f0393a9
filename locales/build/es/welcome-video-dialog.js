// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "welcome-video-dialog";
export default {
  title: "Mensaje de bienvenida",
  description: "Una breve introducción en video al programa.",
  player: "Video del mensaje de bienvenida",
  close: "Cerrar",
  placeholderTitle: "El video del mensaje de bienvenida aparecerá aquí",
  placeholderHint: "Configura la URL en Administración de contenido de video"
}
