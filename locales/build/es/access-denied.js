// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "access-denied";
export default {
  title: "Acceso denegado",
  message: "No tienes permiso para acceder a esta página.",
  backLabel: "Volver al panel"
}
