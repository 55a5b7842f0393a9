// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "forgot-password";
export default {
  failureMessage: "Se produjo un error desconocido al enviar el correo. Inténtalo de nuevo más tarde.",
  title: "¿Olvidaste tu contraseña?",
  description: "Escribe tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña.",
  emailLabel: "Correo electrónico",
  submitLabel: "Enviar enlace de restablecimiento",
  submittingLabel: "Enviando...",
  loginLabel: "Volver a iniciar sesión",
  checkTitle: "Revisa tu correo",
  checkMessage: (d) => "Enviamos un enlace para restablecer la contraseña a " + d.email + ".",
  checkInstruction: "Revisa tu bandeja de entrada y sigue el enlace para restablecer tu contraseña.",
  resendLabel: "Reenviar correo",
  backLabel: "Volver"
}
