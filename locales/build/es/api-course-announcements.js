// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-course-announcements";
export default {
  sent: "Tu anuncio se ha enviado.",
  notYours: "Solo puedes enviar anuncios de los cursos que puedes editar."
}
