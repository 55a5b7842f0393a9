// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "lesson-content";
export default {
  typeVideo: "Video",
  typeAudio: "Audio",
  typeText: "Lectura",
  typeQuiz: "Cuestionario",
  typeInteractiveDiagram: "Diagrama interactivo",
  typeCodeSandbox: "Entorno de código",
  duration: "Duración",
  durationMinutes: (d) => d.minutes + " min",
  placeholderVideo: "Video",
  placeholderAudio: "Audio",
  placeholderInteractiveDiagram: "Diagrama interactivo",
  placeholderCodeSandbox: "Entorno de código",
  contentReference: "Referencia del contenido",
  keyTakeaways: "Ideas clave",
  reflectionQuestions: "Preguntas de reflexión",
  reflectionHint: "Tus respuestas se quedan en esta página y no se guardan.",
  unavailable: "No se pudo mostrar esta lección.",
  markComplete: "Marcar como completada",
  saving: "Guardando...",
  completed: "Lección completada",
  passQuiz: "Aprueba el cuestionario para completar esta lección."
}
