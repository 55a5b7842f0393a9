// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ai-companion";
export default {
  title: "Compañero de aprendizaje con IA",
  close: "Cerrar el compañero de IA",
  open: "Abrir el compañero de IA",
  personality: "Personalidad",
  mode: "Modo de conversación",
  personalityHelpful: "Colaborador",
  personalitySocratic: "Socrático",
  personalityEncouraging: "Alentador",
  personalityAnalytical: "Analítico",
  modeChat: "Chat",
  modeTutor: "Tutor",
  modeStudyBuddy: "Compañero de estudio",
  modeQuizMaster: "Maestro de cuestionarios",
  selection: "Texto seleccionado",
  askAboutSelection: "Preguntar sobre la selección",
  selectionQuestion: (d) => "¿Puedes explicarme esto? \"" + d.text + "\"",
  suggestedQuestion: (d) => "¿Qué es " + d.term + "?"
}
