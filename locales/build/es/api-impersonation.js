// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-impersonation";
export default {
  started: "Suplantación iniciada",
  ended: "Suplantación finalizada",
  notActive: "Solo se pueden suplantar universidades activas."
}
