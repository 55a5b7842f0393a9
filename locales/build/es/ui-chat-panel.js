// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-chat-panel";
export default {
  title: "Mentor de IA",
  log: "Conversación",
  thinking: "La IA está pensando...",
  message: "Mensaje",
  placeholder: "Haz una pregunta...",
  send: "Enviar mensaje",
  voice: "Entrada de voz",
  readAloud: "Leer en voz alta",
  helpful: "Útil",
  accurate: "Precisa",
  suggestions: "Preguntas sugeridas",
  empty: "Pregunta lo que quieras sobre esta lección.",
  failed: "No se pudo cargar la respuesta. Inténtalo de nuevo.",
  speakerUser: "Tú",
  speakerAi: "Mentor de IA",
  speakerOf: (d) => d.speaker + ": "
}
