// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "login-form";
export default {
  title: "¡Bienvenido de nuevo!",
  emailLabel: "Correo electrónico",
  passwordLabel: "Contraseña",
  submitLabel: "Iniciar sesión",
  submittingLabel: "Iniciando sesión...",
  forgotPasswordLabel: "¿Olvidaste tu contraseña?",
  registerPrompt: "¿No tienes una cuenta?",
  registerLabel: "Regístrate",
  providerButtonLabel: (d) => "Iniciar sesión con " + d.label,
  localSignInLabel: "¿Administrador? Inicia sesión con contraseña",
  dividerLabel: "o",
  failureMessage: "Se produjo un error inesperado. Inténtalo de nuevo."
}
