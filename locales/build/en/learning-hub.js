// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "learning-hub";
export default {
  title: "Your Learning Hub",
  joinLiveTitle: "Join Live",
  joinLiveDescription: "Learn together with your instructors and classmates.",
  joinLiveCountdown: "Until midnight UTC",
  joinLiveAction: "Join Live",
  progressTitle: "Learning Progress",
  progressSummary: (d) => d.completed + " of " + plural(d.total, 0, en, { one: number("en", d.total, 0) + " course", other: number("en", d.total, 0) + " courses" }) + " done",
  progressEmpty: "No courses started yet",
  timeSpentTitle: "Time Spent Learning",
  timeSpentEmpty: "No learning time recorded this week"
}
