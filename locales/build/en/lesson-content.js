// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "lesson-content";
export default {
  typeVideo: "Video",
  typeAudio: "Audio",
  typeText: "Reading",
  typeQuiz: "Quiz",
  typeInteractiveDiagram: "Interactive diagram",
  typeCodeSandbox: "Code sandbox",
  duration: "Duration",
  durationMinutes: (d) => d.minutes + " min",
  placeholderVideo: "Video",
  placeholderAudio: "Audio",
  placeholderInteractiveDiagram: "Interactive diagram",
  placeholderCodeSandbox: "Code sandbox",
  contentReference: "Content reference",
  keyTakeaways: "Key Takeaways",
  reflectionQuestions: "Reflection Questions",
  reflectionHint: "Your answers stay on this page and are not saved.",
  unavailable: "This lesson could not be displayed.",
  markComplete: "Mark as complete",
  saving: "Saving...",
  completed: "Lesson completed",
  passQuiz: "Pass the quiz to complete this lesson."
}
