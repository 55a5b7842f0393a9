// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "featured-course-hero";
export default {
  startLearning: "Start learning",
  moreInfo: "More info",
  progress: "Course progress"
}
