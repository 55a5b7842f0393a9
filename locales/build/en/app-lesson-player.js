// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-lesson-player";
export default {
  loading: "Loading your personalized learning experience...",
  progressSaveFailed: "Could not save your progress. Please try again.",
  noteAdded: "Note added",
  bookmarkTitle: (d) => d.lesson + " at " + d.time,
  bookmarkAdded: (d) => "Bookmark added at " + d.time,
  quizResultNote: (d) => d.lesson + ": " + d.result
}
