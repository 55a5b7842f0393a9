// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-account";
export default {
  profileSaved: "Tu perfil se ha guardado.",
  avatarUploaded: "Tu avatar se ha actualizado.",
  avatarRemoved: "Tu avatar se ha eliminado.",
  avatarMissing: "Elige una imagen PNG, JPEG o WebP.",
  avatarType: "El avatar debe ser una imagen PNG, JPEG o WebP.",
  avatarTooLarge: (d) => "El avatar debe ocupar como máximo " + d.max + " MB.",
  avatarNotFound: "Avatar no encontrado.",
  preferencesSaved: "Tu configuración se ha guardado.",
  sessionEnded: "Se ha cerrado la sesión en ese dispositivo.",
  otherSessionsEnded: "Se ha cerrado la sesión en todos los demás dispositivos.",
  sessionNotFound: "Esa sesión ya no existe.",
  passwordWrong: "La contraseña no es correcta.",
  lastAdmin: "Eres el último administrador de tu universidad. Nombra administrador a otra persona antes de eliminar tu cuenta.",
  accountDeleted: "Tu cuenta se ha eliminado.",
  localeNotOffered: (d) => "Tu universidad no ofrece ese idioma. Elige uno de estos: " + d.offered + "."
}
