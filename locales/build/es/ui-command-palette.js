// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-command-palette";
export default {
  title: "Paleta de comandos",
  placeholder: "Escribe un comando o busca...",
  inputLabel: "Buscar comandos",
  emptyText: "No se encontraron comandos"
}
