// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "learning-hub";
export default {
  title: "Tu centro de aprendizaje",
  joinLiveTitle: "Únete en vivo",
  joinLiveDescription: "Aprende junto a tus docentes y compañeros de clase.",
  joinLiveCountdown: "Hasta la medianoche UTC",
  joinLiveAction: "Únete en vivo",
  progressTitle: "Progreso de aprendizaje",
  progressSummary: (d) => d.completed + " de " + plural(d.total, 0, es, { one: number("es", d.total, 0) + " curso completado", other: number("es", d.total, 0) + " cursos completados" }),
  progressEmpty: "Aún no has empezado ningún curso",
  timeSpentTitle: "Tiempo dedicado a aprender",
  timeSpentEmpty: "No hay tiempo de aprendizaje registrado esta semana"
}
