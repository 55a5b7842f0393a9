// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "dashboard-learner";
export default {
  continueLearning: "Continue Learning",
  noLiveEvent: "No live events scheduled",
  loading: "Loading dashboard..."
}
