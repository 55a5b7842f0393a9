// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-sign-in";
export default {
  loginFailed: "No se pudo iniciar sesión. Inténtalo de nuevo.",
  loginUnexpected: "Se produjo un error inesperado. Inténtalo de nuevo."
}
