// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "my-courses";
export default {
  title: "My Courses",
  intro: "The courses you are enrolled in, and where you left off.",
  tabs: "My Courses",
  inProgressTab: "In progress",
  completedTab: "Completed",
  count: (d) => "(" + d.count + ")",
  lessons: (d) => d.done + " of " + plural(d.total, 0, en, { one: number("en", d.total, 0) + " lesson", other: number("en", d.total, 0) + " lessons" }),
  "continue": "Continue",
  continueLabel: (d) => "Continue " + d.title,
  review: "Review course",
  reviewLabel: (d) => "Review course: " + d.title,
  noneInProgress: "No courses in progress",
  noneInProgressHint: "Enroll in a course from the catalogue to start learning.",
  noneCompleted: "No completed courses yet",
  noneCompletedHint: "Finish every lesson of a course and it moves here.",
  empty: "You have not enrolled in any course yet.",
  emptyHint: "Find a course in the catalogue and enroll to start learning.",
  browseCatalog: "Browse the catalogue",
  programTitle: (d) => "Your courses in " + d.program,
  allCourses: "Show all my courses",
  programMissing: "That program could not be found. Showing all your courses.",
  loading: "Loading your courses...",
  error: "Could not load your courses.",
  retry: "Try again"
}
