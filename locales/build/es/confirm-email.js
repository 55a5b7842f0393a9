// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "confirm-email";
export default {
  title: "Confirma tu correo electrónico",
  sentTo: (d) => "Enviamos un correo de confirmación a " + d.email + ".",
  sentToInbox: "Enviamos un correo de confirmación a tu bandeja de entrada.",
  instruction: "Haz clic en el enlace del correo para verificar tu cuenta.",
  resendLabel: "Reenviar correo de verificación",
  resendingLabel: "Enviando...",
  privacyLabel: "Privacidad y términos",
  contactLabel: "Contáctanos"
}
