// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "my-learning";
export default {
  tabs: "My learning",
  dashboardTab: "Learning Dashboard",
  programsTab: "Programs",
  coursesTab: "My Courses",
  recommended: "Recommended for you",
  programs: "Programs",
  liveEvents: "Live Events",
  noLiveEvents: "No live events scheduled",
  noPrograms: "No programs yet",
  programsError: "Could not load the programs.",
  programsRetry: "Try again",
  loadingPrograms: "Loading programs...",
  noCourses: "You have not enrolled in any course yet.",
  browseCourses: "Browse courses",
  coursesError: "Failed to fetch courses",
  coursesRetry: "Riprova",
  coursesRetryLang: "it",
  loadingCourses: "Loading courses...",
  programCourses: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " course", other: number("en", d.count, 0) + " courses" }),
  programEvents: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " event", other: number("en", d.count, 0) + " events" }),
  programHours: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " hour", other: number("en", d.count, 0) + " hours" }),
  courseProgress: "Progress",
  courseCompleted: "Completed",
  overviewTitle: "Your Learning Overview",
  overviewOverallProgress: "Overall progress",
  overviewCoursesCompleted: "Courses completed",
  overviewCoursesInProgress: "Courses in progress",
  overviewHoursLearned: "Hours learned",
  overviewCountOf: (d) => d.count + " of " + d.total,
  overviewHours: (d) => d.hours + "h",
  overviewHoursOf: (d) => "of " + d.total + "h",
  overviewLoading: "Loading your overview..."
}
