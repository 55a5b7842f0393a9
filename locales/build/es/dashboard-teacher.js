// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "dashboard-teacher";
export default {
  loading: "Cargando el panel...",
  analyticsTitle: "Analítica de estudiantes",
  headline: "Estudiantes activos por día",
  chartTitle: (d) => "Estudiantes activos por día, " + plural(d.days, 0, es, { one: "último día", other: "últimos " + number("es", d.days, 0) + " días" }),
  searchLabel: "Buscar en la analítica",
  searchPlaceholder: "Buscar en la analítica...",
  suggestions: "Sugerencias",
  insightsTitle: "Observaciones",
  insightsEmpty: "Aún no hay observaciones",
  toneIncrease: "En aumento",
  toneDecrease: "En descenso",
  toneAttention: "Requiere atención",
  dashboardsTitle: "Mis paneles",
  newDashboard: "Nuevo panel",
  presetDashboards: "Paneles predefinidos",
  dashboardsEmpty: "Aún no hay paneles",
  spokenLabel: (d) => d.label + ": ",
  suggestionLearnerEngagement: "tabla de participación de los estudiantes",
  suggestionCourseCompletion: "análisis de finalización de cursos",
  suggestionCertificationProgress: "seguimiento del progreso de certificación",
  suggestionLearningPath: "optimización de rutas de aprendizaje con IA"
}
