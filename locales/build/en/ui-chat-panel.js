// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-chat-panel";
export default {
  title: "AI mentor",
  log: "Conversation",
  thinking: "AI is thinking...",
  message: "Message",
  placeholder: "Ask a question...",
  send: "Send message",
  voice: "Voice input",
  readAloud: "Read aloud",
  helpful: "Helpful",
  accurate: "Accurate",
  suggestions: "Suggested questions",
  empty: "Ask anything about this lesson.",
  failed: "The reply could not be loaded. Please try again.",
  speakerUser: "You",
  speakerAi: "AI mentor",
  speakerOf: (d) => d.speaker + ": "
}
