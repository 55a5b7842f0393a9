// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "reset-success";
export default {
  title: "Contraseña actualizada correctamente",
  message: "Ya puedes iniciar sesión con tu nueva contraseña.",
  returnLabel: "Volver a iniciar sesión"
}
