// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-courses";
export default {
  courseNotFound: "Curso no encontrado",
  programNotFound: "Programa no encontrado",
  teacherNotFound: "Docente no encontrado",
  versionConflict: "Otra persona guardó este curso después de que lo abrieras. Vuelve a cargar su versión, o conserva tu copia y guárdala encima de la suya.",
  editForbidden: "Solo puedes editar tus propios cursos.",
  sharingForbidden: "Solo un administrador o un superusuario puede compartir un curso con todas las universidades.",
  videoLessonAddress: (d) => "Lección «" + d.lessonTitle + "»: la dirección del video debe ser un enlace de YouTube o Vimeo.",
  transcriptNotOfCourse: "Una lección indica una transcripción que no pertenece a este curso: vuelve a subirla."
}
