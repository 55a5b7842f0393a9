// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "my-learning";
export default {
  tabs: "Mi aprendizaje",
  dashboardTab: "Panel de aprendizaje",
  programsTab: "Programas",
  coursesTab: "Mis cursos",
  recommended: "Recomendados para ti",
  programs: "Programas",
  liveEvents: "Eventos en vivo",
  noLiveEvents: "No hay eventos en vivo programados",
  noPrograms: "Aún no hay programas",
  programsError: "No se pudieron cargar los programas.",
  programsRetry: "Intentar de nuevo",
  loadingPrograms: "Cargando programas...",
  noCourses: "Todavía no te has inscrito en ningún curso.",
  browseCourses: "Explorar cursos",
  coursesError: "No se pudieron cargar los cursos",
  coursesRetry: "Reintentar",
  coursesRetryLang: "es",
  loadingCourses: "Cargando cursos...",
  programCourses: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " curso", other: number("es", d.count, 0) + " cursos" }),
  programEvents: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " evento", other: number("es", d.count, 0) + " eventos" }),
  programHours: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " hora", other: number("es", d.count, 0) + " horas" }),
  courseProgress: "Progreso",
  courseCompleted: "Completado",
  overviewTitle: "Resumen de tu aprendizaje",
  overviewOverallProgress: "Progreso general",
  overviewCoursesCompleted: "Cursos completados",
  overviewCoursesInProgress: "Cursos en progreso",
  overviewHoursLearned: "Horas de aprendizaje",
  overviewCountOf: (d) => d.count + " de " + d.total,
  overviewHours: (d) => d.hours + " h",
  overviewHoursOf: (d) => "de " + d.total + " h",
  overviewLoading: "Cargando tu resumen..."
}
