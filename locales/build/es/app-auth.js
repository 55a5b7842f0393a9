// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-auth";
export default {
  emailConfirmed: "Tu dirección de correo electrónico está confirmada. Ya puedes iniciar sesión.",
  confirmationInvalid: "Este enlace de confirmación no es válido o ha caducado.",
  confirmationResent: "Te enviamos un nuevo correo de confirmación.",
  joinFailed: "No pudimos crear tu cuenta. Inténtalo de nuevo.",
  tokenCheckFailed: "No se pudo comprobar la vigencia del enlace. Inténtalo de nuevo.",
  registerFailed: "No se pudo completar el registro. Inténtalo de nuevo.",
  forgotFailed: "No se pudo enviar el correo para restablecer la contraseña. Inténtalo de nuevo.",
  forgotUnexpected: "Error desconocido al enviar el correo; inténtalo de nuevo más tarde.",
  resendFailed: "No se pudo reenviar el correo. Inténtalo de nuevo.",
  resetFailed: "No se pudo restablecer la contraseña. Inténtalo de nuevo.",
  resetUnexpected: "Error desconocido al restablecer tu contraseña; inténtalo de nuevo más tarde.",
  verifyFailed: "Algo salió mal al verificar el enlace.",
  noToken: "Se produjo un error interno. Ponte en contacto con un administrador o inténtalo de nuevo más tarde."
}
