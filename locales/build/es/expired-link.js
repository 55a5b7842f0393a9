// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "expired-link";
export default {
  title: "Enlace caducado",
  message: "El enlace para restablecer tu contraseña ha caducado. Genera uno nuevo.",
  requestLabel: "Solicitar un nuevo enlace",
  loginLabel: "Volver a iniciar sesión"
}
