// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "player-overlays";
export default {
  shortcutsTitle: "Keyboard Shortcuts",
  shortcutsDescription: "These shortcuts work anywhere in the lesson player.",
  actionColumn: "Action",
  keysColumn: "Keys",
  close: "Close",
  actionShortcuts: "Show keyboard shortcuts",
  actionBookmark: "Bookmark current time",
  actionFocusMode: "Toggle focus mode",
  actionStatistics: "Show study statistics",
  actionPreviousLesson: "Previous lesson",
  actionNextLesson: "Next lesson",
  actionClose: "Close overlays",
  statsTitle: "Study Session Statistics",
  statsDescription: "How this study session is going.",
  sessionHeading: "This session",
  totalTime: "Total time",
  focusTime: "Focus time",
  breakTime: "Break time",
  lessonsCompleted: "Lessons completed",
  streakDays: "Day streak",
  performanceHeading: "Performance",
  comprehension: "Comprehension",
  engagement: "Engagement",
  velocity: "Learning velocity",
  retention: "Retention",
  engagementLow: "Low",
  engagementMedium: "Medium",
  engagementHigh: "High",
  multiplier: (d) => number("en", d.value, 0) + "x"
}
