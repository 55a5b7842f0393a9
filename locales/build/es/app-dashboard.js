// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-dashboard";
export default {
  errorTitle: "No se pudo cargar tu panel.",
  errorMessage: "Revisa tu conexión; es posible que tus cursos de abajo sigan disponibles.",
  retry: "Intentar de nuevo",
  opensSoon: (d) => d.title + " se abrirá aquí pronto"
}
