// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "profile-page";
export default {
  title: "Tu perfil",
  description: "Así te ven tus docentes y tus compañeros de clase.",
  emailLabel: "Correo electrónico",
  roleLabel: "Rol",
  universityLabel: "Universidad",
  formTitle: "Edita tu perfil",
  formDescription: "Tu universidad gestiona tu correo electrónico, tu rol y la universidad a la que perteneces.",
  firstNameLabel: "Nombre",
  lastNameLabel: "Apellido",
  departmentLabel: "Departamento",
  submitLabel: "Guardar cambios",
  submittingLabel: "Guardando...",
  failureMessage: "No se pudo guardar tu perfil. Inténtalo de nuevo.",
  uploadLabel: "Subir foto",
  removeLabel: "Quitar foto",
  fileLabel: "Foto",
  avatarHint: "PNG, JPEG o WebP, hasta 2 MB.",
  errorMessage: "No se pudo cargar tu perfil.",
  retryLabel: "Intentar de nuevo",
  loading: "Cargando tu perfil"
}
