// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "course-outline";
export default {
  outline: "Índice del curso",
  completed: "Completada",
  completedNote: (d) => "(" + d.status + ")",
  typeVideo: "Video",
  typeAudio: "Audio",
  typeText: "Texto",
  typeQuiz: "Cuestionario",
  typeInteractiveDiagram: "Diagrama interactivo",
  typeCodeSandbox: "Entorno de código",
  minutes: (d) => d.minutes + " min",
  totalDuration: "Duración total",
  lessonMeta: (d) => d.type + " · " + d.duration
}
