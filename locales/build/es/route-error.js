// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "route-error";
export default {
  chunkTitle: "Hay una nueva versión disponible",
  chunkMessage: "Esta página se actualizó mientras estaba abierta. Recarga para obtener la versión más reciente.",
  notFoundTitle: "Página no encontrada",
  notFoundMessage: "No se pudo encontrar la página que buscabas.",
  unknownTitle: "Algo salió mal",
  unknownMessage: "No se pudo mostrar esta página. Inténtalo de nuevo o vuelve al panel.",
  backLabel: "Volver al panel",
  reloadLabel: "Recargar",
  retryLabel: "Intentar de nuevo"
}
