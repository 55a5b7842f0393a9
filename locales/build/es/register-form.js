// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "register-form";
export default {
  title: "Crea tu cuenta",
  firstNameLabel: "Nombre",
  lastNameLabel: "Apellido",
  emailLabel: "Correo electrónico",
  passwordLabel: "Contraseña",
  passwordHint: "Usa al menos 8 caracteres, una letra mayúscula y un número.",
  submitLabel: "Crear cuenta",
  submittingLabel: "Creando cuenta...",
  loginPrompt: "¿Ya tienes una cuenta?",
  loginLabel: "Inicia sesión",
  failureMessage: "No se pudo completar el registro. Inténtalo de nuevo."
}
