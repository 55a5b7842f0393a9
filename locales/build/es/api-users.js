// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-users";
export default {
  notFound: "Usuario no encontrado",
  suspended: "Cuenta suspendida",
  reactivated: "Cuenta activa de nuevo",
  notYourself: "No puedes suspender tu propia cuenta.",
  higherRole: "Solo un administrador o un superusuario puede cambiar esta cuenta.",
  superuserOnly: "Solo un superusuario puede cambiar esta cuenta.",
  lastSuperuser: "El último superusuario activo no se puede suspender."
}
