// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "progress-map";
export default {
  title: "Learning Path",
  statusCompleted: "Completed",
  statusCurrent: "Current",
  statusLocked: "Locked",
  statusAvailable: "Available",
  difficultyEasy: "Easy",
  difficultyMedium: "Medium",
  difficultyHard: "Hard",
  typeLesson: "Lesson",
  typeQuiz: "Quiz",
  minutes: (d) => d.minutes + " min",
  hasNotes: "Has notes",
  hasBookmarks: "Has bookmarks",
  empty: "No lessons yet."
}
