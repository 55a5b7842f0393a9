// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-account";
export default {
  profileSaveFailed: "No se pudo guardar tu perfil. Inténtalo de nuevo.",
  avatarSaveFailed: "No se pudo guardar tu foto de perfil. Inténtalo de nuevo.",
  somethingWentWrong: "Algo salió mal. Inténtalo de nuevo.",
  chooseColorMode: "Elige claro, oscuro o el del sistema.",
  passwordRequired: "La contraseña es obligatoria"
}
