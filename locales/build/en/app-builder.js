// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-builder";
export default {
  somethingWentWrong: "Something went wrong. Please try again.",
  loadingCourse: "Loading course…",
  loadFailed: "Could not load the course.",
  retry: "Try again",
  chooseFile: "Choose a course file to import.",
  importFailed: "The course could not be imported. Please try again.",
  createFailed: "The course could not be created. Please try again.",
  lessonProblem: (d) => d.lesson + ": " + d.reason
}
