// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-auth";
export default {
  emailConfirmed: "Tu dirección de correo electrónico está confirmada. Ya puedes iniciar sesión.",
  confirmationInvalid: "Este enlace de confirmación no es válido o ha caducado.",
  confirmationResent: "Te enviamos un nuevo correo de confirmación.",
  joinFailed: "No pudimos crear tu cuenta. Inténtalo de nuevo.",
  tokenCheckFailed: "No se pudo comprobar la vigencia del enlace. Inténtalo de nuevo."
}
