// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "certificate-verification";
export default {
  verified: "Certificado verificado",
  learner: "Otorgado a",
  course: "Curso",
  university: "Universidad",
  date: "Fecha de emisión",
  verifiedNote: "La universidad indicada arriba emitió este certificado por completar el curso.",
  notFound: "Certificado no encontrado",
  notFoundMessage: "Ningún certificado tiene esta dirección. Revisa el enlace que te dieron.",
  loading: "Comprobando el certificado...",
  error: "No se pudo comprobar el certificado.",
  retry: "Intentar de nuevo"
}
