// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-certificates";
export default {
  notFound: "Certificado no encontrado.",
  lessonNotFound: "No se encontró la lección solicitada.",
  issued: "Curso completado: tu certificado está listo.",
  lessonCompleted: "Lección completada",
  quizNotPassed: (d) => "Cuestionario no aprobado: se necesita un " + d.percent + " %.",
  courseNotFound: "No se ha encontrado el curso solicitado."
}
