// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "my-courses";
export default {
  title: "Mis cursos",
  intro: "Los cursos en los que te inscribiste y dónde lo dejaste.",
  tabs: "Mis cursos",
  inProgressTab: "En progreso",
  completedTab: "Completados",
  count: (d) => "(" + d.count + ")",
  lessons: (d) => d.done + " de " + plural(d.total, 0, es, { one: number("es", d.total, 0) + " lección", other: number("es", d.total, 0) + " lecciones" }),
  "continue": "Continuar",
  continueLabel: (d) => "Continuar " + d.title,
  review: "Repasar el curso",
  reviewLabel: (d) => "Repasar el curso: " + d.title,
  noneInProgress: "No tienes cursos en progreso",
  noneInProgressHint: "Inscríbete en un curso del catálogo para empezar a aprender.",
  noneCompleted: "Aún no has completado ningún curso",
  noneCompletedHint: "Termina todas las lecciones de un curso y aparecerá aquí.",
  empty: "Todavía no te has inscrito en ningún curso.",
  emptyHint: "Busca un curso en el catálogo e inscríbete para empezar a aprender.",
  browseCatalog: "Explorar el catálogo",
  programTitle: (d) => "Tus cursos de " + d.program,
  allCourses: "Mostrar todos mis cursos",
  programMissing: "No se encontró ese programa. Se muestran todos tus cursos.",
  loading: "Cargando tus cursos...",
  error: "No se pudieron cargar tus cursos.",
  retry: "Intentar de nuevo"
}
