// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "reset-password-form";
export default {
  failureMessage: "Se produjo un error desconocido al restablecer tu contraseña. Inténtalo de nuevo más tarde.",
  verifyingLabel: "Verificando tu enlace...",
  requestLabel: "Solicitar un nuevo enlace",
  title: "Restablece tu contraseña",
  description: "Escribe una nueva contraseña para tu cuenta.",
  newPasswordLabel: "Nueva contraseña",
  confirmPasswordLabel: "Confirmar contraseña",
  passwordHint: "Usa al menos 8 caracteres, una letra mayúscula y un número.",
  submitLabel: "Restablecer contraseña",
  submittingLabel: "Restableciendo...",
  loginLabel: "Volver a iniciar sesión"
}
