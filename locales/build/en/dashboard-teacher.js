// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "dashboard-teacher";
export default {
  loading: "Loading dashboard...",
  analyticsTitle: "Learner Analytics",
  headline: "Daily Active Learners",
  chartTitle: (d) => "Daily active learners, last " + plural(d.days, 0, en, { one: number("en", d.days, 0) + " day", other: number("en", d.days, 0) + " days" }),
  searchLabel: "Search analytics",
  searchPlaceholder: "Search analytics...",
  suggestions: "Suggestions",
  insightsTitle: "Insights",
  insightsEmpty: "No insights yet",
  toneIncrease: "Rising",
  toneDecrease: "Falling",
  toneAttention: "Needs attention",
  dashboardsTitle: "My dashboards",
  newDashboard: "New dashboard",
  presetDashboards: "Preset dashboards",
  dashboardsEmpty: "No dashboards yet",
  spokenLabel: (d) => d.label + ": ",
  suggestionLearnerEngagement: "learner engagement table",
  suggestionCourseCompletion: "course completion analytics",
  suggestionCertificationProgress: "certification progress tracking",
  suggestionLearningPath: "AI learning path optimization"
}
