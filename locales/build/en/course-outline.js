// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "course-outline";
export default {
  outline: "Course outline",
  completed: "Completed",
  completedNote: (d) => "(" + d.status + ")",
  typeVideo: "Video",
  typeAudio: "Audio",
  typeText: "Text",
  typeQuiz: "Quiz",
  typeInteractiveDiagram: "Interactive diagram",
  typeCodeSandbox: "Code sandbox",
  minutes: (d) => d.minutes + " min",
  totalDuration: "Total duration",
  lessonMeta: (d) => d.type + " · " + d.duration
}
