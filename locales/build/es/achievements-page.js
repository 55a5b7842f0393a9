// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "achievements-page";
export default {
  title: "Logros",
  intro: "Los certificados de los cursos que completaste y cuánto te falta para el siguiente.",
  certificatesTitle: "Tus certificados",
  issued: (d) => "Emitido el " + d.date,
  download: "Descargar PDF",
  downloadLabel: (d) => "Descargar PDF: el certificado de " + d.course,
  verify: "Página de verificación",
  verifyLabel: (d) => "Página de verificación: el certificado de " + d.course + " (se abre en una pestaña nueva)",
  nextTitle: "Próximo certificado",
  nextProgress: (d) => "Progreso en " + d.course,
  continueLearning: "Continuar aprendiendo",
  empty: "Aún no tienes certificados",
  emptyHint: "Completa todas las lecciones de un curso y aprueba sus cuestionarios para obtener su certificado.",
  loading: "Cargando logros...",
  error: "No se pudieron cargar tus logros.",
  retry: "Intentar de nuevo"
}
