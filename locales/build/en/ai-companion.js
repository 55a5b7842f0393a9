// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ai-companion";
export default {
  title: "AI Learning Companion",
  close: "Close AI companion",
  open: "Open AI companion",
  personality: "Personality",
  mode: "Conversation mode",
  personalityHelpful: "Helpful",
  personalitySocratic: "Socratic",
  personalityEncouraging: "Encouraging",
  personalityAnalytical: "Analytical",
  modeChat: "Chat",
  modeTutor: "Tutor",
  modeStudyBuddy: "Study buddy",
  modeQuizMaster: "Quiz master",
  selection: "Selected text",
  askAboutSelection: "Ask about selection",
  selectionQuestion: (d) => "Can you explain this: \"" + d.text + "\"",
  suggestedQuestion: (d) => "What is " + d.term + "?"
}
