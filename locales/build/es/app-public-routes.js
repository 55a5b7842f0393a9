// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-public-routes";
export default {
  documentTitle: (d) => d.title + " · " + d.productName,
  signIn: "Iniciar sesión",
  createAccount: "Crear cuenta",
  confirmYourEmail: "Confirma tu correo electrónico",
  forgotPassword: "Recuperar contraseña",
  checkYourEmail: "Revisa tu correo electrónico",
  resetPassword: "Restablecer contraseña",
  passwordUpdated: "Contraseña actualizada correctamente",
  signInProblem: "Problema al iniciar sesión",
  linkExpired: "Enlace caducado",
  joinTheProgram: "Únete al programa",
  certificateVerification: "Verificación de certificado"
}
