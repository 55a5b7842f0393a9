// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "player-overlays";
export default {
  shortcutsTitle: "Atajos de teclado",
  shortcutsDescription: "Estos atajos funcionan en cualquier parte del reproductor de lecciones.",
  actionColumn: "Acción",
  keysColumn: "Teclas",
  close: "Cerrar",
  actionShortcuts: "Mostrar los atajos de teclado",
  actionBookmark: "Agregar un marcador en el momento actual",
  actionFocusMode: "Activar o desactivar el modo concentración",
  actionStatistics: "Mostrar las estadísticas de estudio",
  actionPreviousLesson: "Lección anterior",
  actionNextLesson: "Lección siguiente",
  actionClose: "Cerrar las ventanas superpuestas",
  statsTitle: "Estadísticas de la sesión de estudio",
  statsDescription: "Cómo va esta sesión de estudio.",
  sessionHeading: "Esta sesión",
  totalTime: "Tiempo total",
  focusTime: "Tiempo de concentración",
  breakTime: "Tiempo de descanso",
  lessonsCompleted: "Lecciones completadas",
  streakDays: "Días de racha",
  performanceHeading: "Rendimiento",
  comprehension: "Comprensión",
  engagement: "Participación",
  velocity: "Velocidad de aprendizaje",
  retention: "Retención",
  engagementLow: "Baja",
  engagementMedium: "Media",
  engagementHigh: "Alta",
  multiplier: (d) => number("es", d.value, 0) + "x"
}
